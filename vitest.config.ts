import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('./', import.meta.url))
const STUDIO_TESTS = 'tests/unit/studio/**/*.test.{ts,tsx}'

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: root },
      // `server-only` throws outside a React Server Component bundle; tests run the server modules directly.
      { find: /^server-only$/, replacement: `${root}tests/support/empty-module.ts` },
    ],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/stand-ins/**/*.test.{ts,tsx}'],
          exclude: [STUDIO_TESTS],
        },
      },
      {
        // The Studio's rules, run as the Studio runs them: each of these files loads `sanity` (the whole Studio), so
        // its files share one module graph per worker instead of loading it again each (docs/records/test-time.md).
        // Nothing in them may mock or change the environment: ESLint holds that.
        extends: true,
        test: { name: 'studio', include: [STUDIO_TESTS], isolate: false },
      },
    ],
    setupFiles: ['tests/support/vitest.setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // One more worker than cores (Vitest's default is one fewer): many files spend their time waiting on a server
    // they started, a socket or a child process (the times: docs/records/test-time.md).
    maxWorkers: availableParallelism() + 1,
    // Worker threads rather than child processes: cheaper to start and to load modules in (docs/records/test-time.md).
    pool: 'threads',
  },
})
