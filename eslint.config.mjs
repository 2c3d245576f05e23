import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `const { seo, ...rest } = page` is how the code drops a field: what is left out is not "unused".
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
  globalIgnores([
    // Generated: Sanity TypeGen output and Next's type declarations.
    'sanity/types.ts',
    'next-env.d.ts',
    // Build output, local data and test reports.
    '.next/**',
    '.next-hosted/**',
    '.data/**',
    'out/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
  ]),
])
