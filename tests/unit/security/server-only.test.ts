import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Imports `module` in a plain Node process (not React's server environment), through tsx. */
const loadInPlainNode = (module: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `await import('./${module}')`], {
    stdio: 'pipe',
    encoding: 'utf8',
  })

/**
 * The environment (secret keys included) and the Clerk configuration are server-only: a module that a
 * browser bundle would load refuses to. Outside React's server environment, `server-only` throws, which is
 * what a client bundle importing these modules runs into (and `next build` then fails). The suite aliases
 * `server-only` away, so this runs plain Node on the real package.
 */
describe('server-only modules', () => {
  it.each(['lib/env/server.ts', 'lib/auth/config.ts'])('%s cannot be loaded outside the server', (module) => {
    expect(() => loadInPlainNode(module)).toThrow(/cannot be imported from a Client Component module/)
  })

  // Next's config and the public settings run before (or outside) the app: they must not need the server's module.
  it.each(['next.config.ts', 'lib/env/public.ts', 'lib/sanity/api.ts'])('%s loads outside the server', (module) => {
    expect(() => loadInPlainNode(module)).not.toThrow()
  })
})
