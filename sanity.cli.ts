import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './lib/sanity/api'

/** For `sanity schema extract`, `sanity typegen generate` and `sanity dataset import`. */
export default defineCliConfig({
  api: {
    projectId: projectId ?? 'not-configured',
    dataset,
  },
  typegen: {
    path: ['./lib/**/*.{ts,tsx}', './app/**/*.{ts,tsx}'],
    schema: './sanity/schema.json',
    generates: './sanity/types.ts',
    overloadClientMethods: true,
  },
})
