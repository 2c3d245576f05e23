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
  {
    // Layers: imports point down, app → components → lib. The Studio's side (schemas, studio) may use lib, and
    // the site reads only its seed dataset: the embedded backend evaluates it, and the error page bundles the
    // seed's copy of its words (lib/site/errorPageWords.ts).
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: ['./app', './components'], message: 'lib is below app and components.' },
            { target: './components', from: './app', message: 'components are below app.' },
            {
              target: ['./app', './components'],
              from: ['./schemas', './studio'],
              message: 'The site does not import the Studio.',
            },
            { target: './lib', from: './schemas', message: 'The site does not import the Studio.' },
            {
              target: './lib',
              from: './studio',
              except: ['./seed'],
              message: 'lib reads only the seed dataset of the Studio side (lib/sanity/embedded.ts).',
            },
            {
              target: ['./schemas', './studio'],
              from: ['./app', './components'],
              message: "The Studio side may use lib, never the site's routes or components.",
            },
            {
              target: './schemas',
              from: './studio',
              message:
                'Schemas are data, loaded without the Studio: it adds its inputs (studio/experiments/pickers.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes fetch (docs/architecture.md): a component gets its content as props, so what a page reads, and when,
    // is all in its route. Components may still name the readers' result types.
    files: ['components/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/sanity/content/*'],
              allowTypeImports: true,
              message: 'Routes fetch content: take it as a prop from the route (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The schemas and the site's code load without the Studio (unit tests, the server): `sanity` is the whole Studio,
    // `@sanity/types` holds what a schema is defined with.
    files: ['schemas/**', 'lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sanity',
              allowTypeImports: true,
              message: 'Import defineType, defineField and the rest from @sanity/types: `sanity` loads the Studio.',
            },
          ],
        },
      ],
    },
  },
  {
    // The Studio's tests share one module graph per Vitest worker (vitest.config.ts), so nothing a file changes may
    // outlive it: a test that mocks a module, the environment, a global or the clock belongs in its area's folder.
    files: ['tests/unit/studio/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubEnv|stubGlobal|useFakeTimers|spyOn)$/]",
          message:
            'tests/unit/studio shares its modules between files (vitest.config.ts): put a test that mocks in its area.',
        },
        {
          selector: "AssignmentExpression[left.object.object.name='process'][left.object.property.name='env']",
          message:
            'tests/unit/studio shares its modules between files (vitest.config.ts): put a test that sets the environment in its area.',
        },
      ],
    },
  },
  globalIgnores([
    // Generated: Sanity TypeGen output and Next's type declarations.
    'sanity/types.ts',
    'next-env.d.ts',
    // Build output, local data and test reports.
    '.next/**',
    '.next-hosted/**',
    '.next-bench/**',
    '.data/**',
    'out/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
  ]),
])
