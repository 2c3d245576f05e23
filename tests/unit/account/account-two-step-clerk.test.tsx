// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { ClerkAPIResponseError } from '@clerk/nextjs/errors'
import { ClerkInstanceContext } from '@clerk/shared/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TwoStepClient } from '@/lib/account/twoStep'
import { newTotpSecret, totpCode, totpMatches, totpUri } from '../../stand-ins/totp'

/**
 * The adapter from Clerk's hooks to /account's TwoStepClient. `useUser` and `useSession` are stand-ins shaped like
 * Clerk 7's UserResource and SessionResource (the user's TOTP checked with the real algorithm); `useReverification`
 * is Clerk's own, so a change Clerk refuses with `session_reverification_required` goes through the site's form and
 * is retried exactly as it would be in the browser.
 */

function apiError(code: string, message: string, longMessage?: string) {
  return new ClerkAPIResponseError(message, { data: [{ code, message, long_message: longMessage }], status: 422 })
}
const reverificationRequired = () =>
  apiError('session_reverification_required', 'You need to provide additional verification to perform this operation')

function standInClerk() {
  const state = {
    password: 'correct horse battery',
    verifiedRecently: true,
    pending: null as string | null,
    /** Where Clerk starts a verification: a person with two-step verification asked for their strongest factor starts at the code. */
    startsAt: 'needs_first_factor' as 'needs_first_factor' | 'needs_second_factor',
    backupCodes: ['k3m9p2x7', 'q8w4e6r1'],
  }
  /** Clerk refuses sensitive changes from a session that has not verified recently. */
  const guard = () => {
    if (!state.verifiedRecently) throw reverificationRequired()
  }
  const user = {
    totpEnabled: false,
    backupCodeEnabled: false,
    secret: null as string | null,
    createTOTP: vi.fn(async () => {
      guard()
      state.pending = newTotpSecret()
      return { id: 'totp_1', secret: state.pending, uri: totpUri(state.pending, 'ada@example.com', 'Persistly') }
    }),
    verifyTOTP: vi.fn(async ({ code }: { code: string }) => {
      guard()
      if (!state.pending || !totpMatches(state.pending, code)) throw apiError('form_code_incorrect', 'Incorrect code')
      user.secret = state.pending
      return { id: 'totp_1', verified: true, backupCodes: ['k3m9p2x7', 'q8w4e6r1'] }
    }),
    createBackupCode: vi.fn(async () => {
      guard()
      return { id: 'bc_1', codes: ['n3w1c0d3', 'n3w2c0d3'] }
    }),
    disableTOTP: vi.fn(async () => {
      guard()
      user.secret = null
      return { deleted: true }
    }),
    reload: vi.fn(async () => {
      user.totpEnabled = user.secret !== null
      user.backupCodeEnabled = user.secret !== null
    }),
  }
  const session = {
    startVerification: vi.fn(async () => ({ status: state.startsAt })),
    attemptFirstFactorVerification: vi.fn(async ({ password }: { strategy: 'password'; password: string }) => {
      if (password !== state.password)
        throw apiError('form_password_incorrect', 'Password is incorrect', 'Password is incorrect. Try again.')
      if (user.totpEnabled) return { status: 'needs_second_factor' }
      state.verifiedRecently = true
      return { status: 'complete' }
    }),
    attemptSecondFactorVerification: vi.fn(async ({ strategy, code }: { strategy: string; code: string }) => {
      const matches =
        strategy === 'backup_code'
          ? state.backupCodes.includes(code)
          : Boolean(user.secret && totpMatches(user.secret, code))
      if (!user.secret || !matches) throw apiError('form_code_incorrect', 'Incorrect code')
      state.verifiedRecently = true
      return { status: 'complete' }
    }),
  }
  return { status: 'ready', user, session, state }
}

let clerk = standInClerk()
vi.mock('@clerk/nextjs', async () => {
  const shared = await vi.importActual<typeof import('@clerk/shared/react')>('@clerk/shared/react')
  return {
    useClerk: () => ({ status: clerk.status }),
    useUser: () => ({ isLoaded: true, user: clerk.user }),
    useSession: () => ({ isLoaded: true, session: clerk.session }),
    useReverification: shared.useReverification,
  }
})

const { useClerkTwoStep } = await import('@/components/account/twoStep/ClerkTwoStep')

/** Clerk's own useReverification reads its context for telemetry and the prebuilt UI (not used here). */
const wrapper = ({ children }: { children: ReactNode }) => (
  <ClerkInstanceContext.Provider value={{ value: {} as never }}>{children}</ClerkInstanceContext.Provider>
)
const hook = () => renderHook(() => useClerkTwoStep(), { wrapper }).result
const settled = async <T,>(run: () => Promise<T>) => {
  let value!: T
  await act(async () => {
    value = await run()
  })
  return value
}

beforeEach(() => {
  clerk = standInClerk()
})
afterEach(cleanup)

describe('Clerk adapter: two-step verification', () => {
  it('reads the user’s flags', () => {
    clerk.user.totpEnabled = true
    expect(hook().current.status).toEqual({ authenticator: true, backupCodes: false })
  })

  it('creates the secret, confirms it with the app’s code, reloads the user and hands over the backup codes', async () => {
    const result = hook()
    const setup = await settled(() => result.current.startAuthenticator())
    expect(setup).toEqual({
      ok: true,
      value: { secret: clerk.state.pending, uri: expect.stringContaining('otpauth://') },
    })
    const secret = setup.ok ? setup.value.secret : ''
    const confirmed = await settled(() => result.current.confirmAuthenticator(totpCode(secret)))
    expect(confirmed).toEqual({ ok: true, value: { backupCodes: ['k3m9p2x7', 'q8w4e6r1'] } })
    expect(clerk.user.reload).toHaveBeenCalled()
    expect(clerk.user.totpEnabled).toBe(true)
  })

  it('hands over the backup codes even when the user cannot be reloaded after two-step verification is on', async () => {
    const result = hook()
    const setup = await settled(() => result.current.startAuthenticator())
    clerk.user.reload.mockRejectedValueOnce(new Error('network down'))
    const confirmed = await settled(() =>
      result.current.confirmAuthenticator(totpCode(setup.ok ? setup.value.secret : '')),
    )
    expect(confirmed).toEqual({ ok: true, value: { backupCodes: ['k3m9p2x7', 'q8w4e6r1'] } })
  })

  it('passes on Clerk’s words for a wrong code', async () => {
    const result = hook()
    await settled(() => result.current.startAuthenticator())
    const stale = totpCode(clerk.state.pending!, Date.now() - 300_000)
    const code = stale === totpCode(clerk.state.pending!) ? '000000' : stale
    expect(await settled(() => result.current.confirmAuthenticator(code))).toEqual({
      ok: false,
      message: 'Incorrect code',
    })
  })

  it('new backup codes and turning off', async () => {
    const result = hook()
    expect(await settled(() => result.current.newBackupCodes())).toEqual({ ok: true, value: ['n3w1c0d3', 'n3w2c0d3'] })
    expect(await settled(() => result.current.turnOff())).toEqual({ ok: true, value: undefined })
    expect(clerk.user.disableTOTP).toHaveBeenCalledTimes(1)
    expect(clerk.user.reload).toHaveBeenCalled()
  })

  it('when Clerk asks for re-verification: the password in the site’s form, then the change is retried', async () => {
    clerk.state.verifiedRecently = false
    const result = hook()
    let change!: ReturnType<TwoStepClient['newBackupCodes']>
    act(() => {
      change = result.current.newBackupCodes()
    })
    await waitFor(() => expect(result.current.reverification?.step).toBe('password'))
    expect(clerk.session.startVerification).toHaveBeenCalledWith({ level: 'first_factor' })
    expect(await settled(() => result.current.reverification!.submit('wrong'))).toEqual({
      ok: false,
      message: 'Password is incorrect. Try again.',
    })
    expect(result.current.reverification?.step).toBe('password')
    expect(await settled(() => result.current.reverification!.submit('correct horse battery'))).toEqual({
      ok: true,
      value: undefined,
    })
    expect(await settled(() => change)).toEqual({ ok: true, value: ['n3w1c0d3', 'n3w2c0d3'] })
    expect(result.current.reverification).toBeNull()
    expect(clerk.user.createBackupCode).toHaveBeenCalledTimes(2)
  })

  it('an account with two-step verification also gives the app’s code when re-verifying', async () => {
    const secret = newTotpSecret()
    Object.assign(clerk.user, { secret, totpEnabled: true, backupCodeEnabled: true })
    clerk.state.verifiedRecently = false
    const result = hook()
    let change!: ReturnType<TwoStepClient['turnOff']>
    act(() => {
      change = result.current.turnOff()
    })
    await waitFor(() => expect(result.current.reverification?.step).toBe('password'))
    await settled(() => result.current.reverification!.submit('correct horse battery'))
    expect(result.current.reverification?.step).toBe('code')
    await settled(() => result.current.reverification!.submit(totpCode(secret)))
    expect(await settled(() => change)).toEqual({ ok: true, value: undefined })
    expect(clerk.session.attemptSecondFactorVerification).toHaveBeenCalledWith({
      strategy: 'totp',
      code: expect.any(String),
    })
  })

  it('when Clerk starts the verification at the second factor, the form asks for the code, not the password', async () => {
    const secret = newTotpSecret()
    Object.assign(clerk.user, { secret, totpEnabled: true, backupCodeEnabled: true })
    Object.assign(clerk.state, { verifiedRecently: false, startsAt: 'needs_second_factor' })
    const result = hook()
    let change!: ReturnType<TwoStepClient['turnOff']>
    act(() => {
      change = result.current.turnOff()
    })
    await waitFor(() => expect(result.current.reverification?.step).toBe('code'))
    await settled(() => result.current.reverification!.submit(totpCode(secret)))
    expect(await settled(() => change)).toEqual({ ok: true, value: undefined })
    expect(clerk.session.attemptFirstFactorVerification).not.toHaveBeenCalled()
  })

  it('a backup code answers the code step too (the phone lost, the person signed in with one)', async () => {
    Object.assign(clerk.user, { secret: newTotpSecret(), totpEnabled: true, backupCodeEnabled: true })
    Object.assign(clerk.state, { verifiedRecently: false, startsAt: 'needs_second_factor' })
    const result = hook()
    let change!: ReturnType<TwoStepClient['newBackupCodes']>
    act(() => {
      change = result.current.newBackupCodes()
    })
    await waitFor(() => expect(result.current.reverification?.step).toBe('code'))
    await settled(() => result.current.reverification!.submit('q8w4e6r1'))
    expect(await settled(() => change)).toEqual({ ok: true, value: ['n3w1c0d3', 'n3w2c0d3'] })
    expect(clerk.session.attemptSecondFactorVerification).toHaveBeenCalledWith({
      strategy: 'backup_code',
      code: 'q8w4e6r1',
    })
  })

  it('cancelling re-verification drops the change quietly', async () => {
    clerk.state.verifiedRecently = false
    const result = hook()
    let change!: ReturnType<TwoStepClient['startAuthenticator']>
    act(() => {
      change = result.current.startAuthenticator()
    })
    await waitFor(() => expect(result.current.reverification).not.toBeNull())
    act(() => result.current.reverification!.cancel())
    expect(await settled(() => change)).toEqual({ ok: false, cancelled: true })
    expect(result.current.reverification).toBeNull()
  })
})
