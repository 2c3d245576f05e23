import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/**
 * The environment (secret keys included) and the Clerk configuration are server-only: a module that a
 * browser bundle would load refuses to. Outside React's server environment, `server-only` throws, which is
 * what a client bundle importing these modules runs into (and `next build` then fails). The suite aliases
 * `server-only` away, so this runs plain Node on the real package.
 */
describe('server-only modules', () => {
  it.each(['lib/env.ts', 'lib/auth/config.ts'])('%s cannot be loaded outside the server', (module) => {
    const load = () =>
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `await import('./${module}')`], {
        stdio: 'pipe',
        encoding: 'utf8',
      })
    expect(load).toThrow(/cannot be imported from a Client Component module/)
  })
})
