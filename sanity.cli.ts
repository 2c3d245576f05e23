import { defineCliConfig } from 'sanity/cli'

/** For `sanity schema extract`, `sanity typegen generate` and `sanity dataset import`. */
export default defineCliConfig({
  api: {
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'not-configured',
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  },
  typegen: {
    path: ['./lib/**/*.{ts,tsx}', './app/**/*.{ts,tsx}'],
    schema: './sanity/schema.json',
    generates: './sanity/types.ts',
    overloadClientMethods: true,
  },
})
