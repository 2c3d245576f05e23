import { createClerkClient } from '@clerk/backend'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startClerkBackendStandIn } from '../../stand-ins/clerkBackend'

/**
 * Changing the password and signing out sessions, with Clerk's real Backend SDK against the loopback stand-in
 * (tests/stand-ins/clerkBackend.ts), which checks passwords and refuses weak ones with Clerk's codes and words.
 */
const standIn = await startClerkBackendStandIn()
const clerk = createClerkClient({ secretKey: 'sk_test_account', apiUrl: standIn.url })
const { changePassword } = await import('@/lib/account/password')
const { activeSessionsOf, signOutSessions } = await import('@/lib/account/sessions')
afterAll(() => standIn.server.close())

const HOUR = 3_600_000
let counter = 0
async function registerUser(extra: Record<string, unknown> = {}) {
  const id = `user_unit_${++counter}`
  await fetch(`${standIn.url}/__stand-in/users/${id}`, {
    method: 'PUT',
    body: JSON.stringify({
      email: `${id}@example.com`,
      password: 'correct horse battery',
      sessions: [
        { id: `sess_${id}_here`, last_active_at: Date.now() - HOUR },
        {
          id: `sess_${id}_phone`,
          last_active_at: Date.now() - 2 * HOUR,
          latest_activity: {
            browser_name: 'Safari',
            browser_version: '18.1',
            device_type: 'iPhone',
            city: 'Lisbon',
            country: 'PT',
            is_mobile: true,
          },
        },
        { id: `sess_${id}_laptop`, last_active_at: Date.now() - 30 * HOUR },
      ],
      ...extra,
    }),
  })
  return id
}
const stateOf = async (id: string) =>
  (await (await fetch(`${standIn.url}/__stand-in/users/${id}`)).json()) as {
    password: string
    sessions: { id: string; status: string }[]
  }

/** `id` changes the password from `sessionId`: the right current password and a long new one unless `change` says. */
const changeFrom = (
  id: string,
  sessionId: string | null,
  change: Partial<{ currentPassword: string; newPassword: string; signOutOthers: boolean }>,
) =>
  changePassword(
    id,
    sessionId,
    {
      currentPassword: 'correct horse battery',
      newPassword: 'a much longer passphrase',
      signOutOthers: false,
      ...change,
    },
    clerk,
  )

describe('changing the password', () => {
  it('checks the current password, sets the new one and keeps every session unless asked', async () => {
    const id = await registerUser()
    const outcome = await changeFrom(id, `sess_${id}_here`, { signOutOthers: false })
    expect(outcome).toEqual({ status: 'changed', signedOut: 0 })
    const state = await stateOf(id)
    expect(state.password).toBe('a much longer passphrase')
    expect(state.sessions.every((session) => session.status === 'active')).toBe(true)
  })

  it('signs out every other device when asked, never this one', async () => {
    const id = await registerUser()
    const outcome = await changeFrom(id, `sess_${id}_here`, { signOutOthers: true })
    expect(outcome).toEqual({ status: 'changed', signedOut: 2 })
    expect((await stateOf(id)).sessions.map(({ id: sessionId, status }) => [sessionId, status])).toEqual([
      [`sess_${id}_here`, 'active'],
      [`sess_${id}_phone`, 'revoked'],
      [`sess_${id}_laptop`, 'revoked'],
    ])
  })

  it('once the password has changed, says so even if the other devices could not then be signed out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const id = await registerUser()
    await fetch(`${standIn.url}/__stand-in/outage`, {
      method: 'POST',
      body: JSON.stringify({ path: `/v1/sessions?user_id=${id}`, times: 1 }),
    })
    const outcome = await changeFrom(id, `sess_${id}_here`, { signOutOthers: true })
    expect(outcome).toEqual({ status: 'changed', signedOut: 0, signOutFailed: true })
    expect(logged).toHaveBeenCalledTimes(1)
    logged.mockRestore()
    const state = await stateOf(id)
    expect(state.password).toBe('a much longer passphrase')
    expect(state.sessions.every((session) => session.status === 'active')).toBe(true)
  })

  it('refuses a wrong current password in Clerk’s words and changes nothing', async () => {
    const id = await registerUser()
    const outcome = await changeFrom(id, null, { currentPassword: 'not it', signOutOthers: true })
    expect(outcome).toEqual({
      status: 'refused',
      field: 'currentPassword',
      reasons: ['Password is incorrect. Try again, or use another method.'],
    })
    const state = await stateOf(id)
    expect(state.password).toBe('correct horse battery')
    expect(state.sessions.every((session) => session.status === 'active')).toBe(true)
  })

  it('passes on every reason Clerk gives against a weak new password, as it gives them', async () => {
    const id = await registerUser()
    const short = await changeFrom(id, null, { newPassword: 'abc' })
    expect(short).toEqual({
      status: 'refused',
      field: 'newPassword',
      reasons: ['Passwords must be 8 characters or more.'],
    })
    const breached = await changeFrom(id, null, { newPassword: 'password123' })
    expect(breached).toEqual({
      status: 'refused',
      field: 'newPassword',
      reasons: [
        'Password has been found in an online data breach. For account safety, please use a different password.',
      ],
    })
    expect((await stateOf(id)).password).toBe('correct horse battery')
  })

  it('throws when Clerk cannot be reached (the route then says so)', async () => {
    const unreachable = createClerkClient({ secretKey: 'sk_test_account', apiUrl: 'http://127.0.0.1:9' })
    await expect(
      changePassword('user_x', null, { currentPassword: 'a', newPassword: 'b', signOutOthers: false }, unreachable),
    ).rejects.toThrow()
  })
})

describe('the signed-in devices', () => {
  it('lists the active sessions, this one first then the latest, with browser, device and place when known', async () => {
    const id = await registerUser()
    const sessions = await activeSessionsOf(id, `sess_${id}_laptop`, clerk)
    expect(
      sessions.map(({ id: sessionId, current, browser, device, place }) => ({
        sessionId,
        current,
        browser,
        device,
        place,
      })),
    ).toEqual([
      { sessionId: `sess_${id}_laptop`, current: true, browser: null, device: null, place: null },
      { sessionId: `sess_${id}_here`, current: false, browser: null, device: null, place: null },
      { sessionId: `sess_${id}_phone`, current: false, browser: 'Safari 18.1', device: 'iPhone', place: 'Lisbon, PT' },
    ])
    expect(sessions[0].lastActiveAt).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('signs out one of the user’s own sessions, but not the current one or somebody else’s', async () => {
    const id = await registerUser()
    const other = await registerUser()
    expect(await signOutSessions(id, `sess_${id}_here`, { sessionId: `sess_${id}_phone` }, clerk)).toBe(1)
    expect(await signOutSessions(id, `sess_${id}_here`, { sessionId: `sess_${id}_here` }, clerk)).toBe(0)
    expect(await signOutSessions(id, `sess_${id}_here`, { sessionId: `sess_${other}_phone` }, clerk)).toBe(0)
    expect((await stateOf(id)).sessions.map((session) => session.status)).toEqual(['active', 'revoked', 'active'])
    expect((await stateOf(other)).sessions.every((session) => session.status === 'active')).toBe(true)
    expect((await activeSessionsOf(id, null, clerk)).map((session) => session.id)).not.toContain(`sess_${id}_phone`)
  })
})
