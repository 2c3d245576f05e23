import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './lib/sanity/api'

/** For `sanity typegen generate` and `sanity dataset import` (the schema extract is scripts/extract-schema.ts). */
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
