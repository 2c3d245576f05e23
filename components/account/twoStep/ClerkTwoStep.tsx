'use client'

import { useClerk, useReverification, useSession, useUser } from '@clerk/nextjs'
import { isReverificationCancelledError } from '@clerk/nextjs/errors'
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { clerkErrorMessage } from '@/components/auth/ClerkAuthForm'
import { useServiceAvailability } from '@/components/auth/useServiceAvailability'
import type { Reverification, TwoStepClient, TwoStepResult } from '@/lib/account/twoStep'
import { TwoStepSection } from './TwoStepSection'
import type { AccountSecurityWords } from './words'

type NeedsReverification = { complete: () => void; cancel: () => void; level: string | undefined }

/** A Clerk call's answer as a TwoStepResult: Clerk's words when it refused, `cancelled` when re-verification was dropped. */
async function settle<T>(request: () => Promise<T>): Promise<TwoStepResult<T>> {
  try {
    return { ok: true, value: await request() }
  } catch (error) {
    if (isReverificationCancelledError(error)) return { ok: false, cancelled: true }
    return { ok: false, message: clerkErrorMessage(error) }
  }
}

/** A second factor as typed: an authenticator app's code is six digits; anything else is taken for a backup code. */
const secondFactorStrategy = (code: string) => (/^\d{6}$/.test(code.trim()) ? 'totp' : 'backup_code')

/**
 * `TwoStepClient` over Clerk's hooks: `user.createTOTP` / `verifyTOTP` / `createBackupCode` / `disableTOTP`, each
 * wrapped in `useReverification` with the site's own form (`onNeedsReverification`): the session's verification
 * is started at the level Clerk asks for, then answered where Clerk says it starts (the password, or for a person
 * with two-step verification asked for their strongest factor, straight at the code) and, when Clerk wants it, the
 * authenticator app's code or a backup code; Clerk then retries the change.
 */
export function useClerkTwoStep(timeoutMs?: number): TwoStepClient {
  const clerk = useClerk()
  const { user } = useUser()
  const { session } = useSession()
  const availability = useServiceAvailability(clerk.status, timeoutMs)
  const [reverification, setReverification] = useState<Reverification | null>(null)
  // The latest resources for the callbacks below, which outlive the render that created them.
  const resources = useRef({ user, session })
  useLayoutEffect(() => {
    resources.current = { user, session }
  })

  const onNeedsReverification = useCallback(({ complete, cancel, level }: NeedsReverification) => {
    const session = resources.current.session
    if (!session) return cancel()
    const started = session.startVerification({
      level: level === 'second_factor' || level === 'multi_factor' ? level : 'first_factor',
    })
    const step = (kind: Reverification['step']): Reverification => ({
      step: kind,
      async submit(value) {
        const answer = await settle(async () => {
          await started
          return kind === 'password'
            ? session.attemptFirstFactorVerification({ strategy: 'password', password: value })
            : session.attemptSecondFactorVerification({ strategy: secondFactorStrategy(value), code: value })
        })
        if (!answer.ok) return answer
        if (answer.value.status === 'needs_second_factor') setReverification(step('code'))
        else if (answer.value.status === 'complete') {
          setReverification(null)
          complete()
        } else return { ok: false }
        return { ok: true, value: undefined }
      },
      cancel() {
        setReverification(null)
        cancel()
      },
    })
    setReverification(step('password'))
    // Shown at once; moved to the code if Clerk starts there. A failed start is the password step's to report.
    started.then(
      (verification) => {
        if (verification.status === 'needs_second_factor') setReverification(step('code'))
      },
      () => undefined,
    )
  }, [])

  const options = { onNeedsReverification }
  const createTOTP = useReverification(() => resources.current.user!.createTOTP(), options)
  const verifyTOTP = useReverification((code: string) => resources.current.user!.verifyTOTP({ code }), options)
  const createBackupCode = useReverification(() => resources.current.user!.createBackupCode(), options)
  const disableTOTP = useReverification(() => resources.current.user!.disableTOTP(), options)

  const signedIn = Boolean(user)
  const totpEnabled = user?.totpEnabled
  const backupCodeEnabled = user?.backupCodeEnabled
  return useMemo<TwoStepClient>(
    () => ({
      availability,
      status: signedIn ? { authenticator: Boolean(totpEnabled), backupCodes: Boolean(backupCodeEnabled) } : null,
      reverification,
      startAuthenticator: () =>
        settle(async () => {
          const totp = await createTOTP()
          if (!totp.uri || !totp.secret) throw new Error('Clerk gave no authenticator secret')
          return { uri: totp.uri, secret: totp.secret }
        }),
      confirmAuthenticator: (code) =>
        settle(async () => {
          const totp = await verifyTOTP(code)
          // Two-step verification is on from here: the backup codes, shown only now, are handed over even if the
          // user's flags cannot be read again (they are on the next load).
          await resources.current.user?.reload().catch(() => undefined)
          return { backupCodes: totp.backupCodes ?? [] }
        }),
      newBackupCodes: () => settle(async () => (await createBackupCode()).codes),
      turnOff: () =>
        settle(async () => {
          await disableTOTP()
          await resources.current.user?.reload()
        }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the wrapped Clerk calls read the latest user from a ref
    [availability, signedIn, totpEnabled, backupCodeEnabled, reverification],
  )
}

/** The two-step verification section on Clerk (inside the page's ClerkProvider). */
export function ClerkTwoStepSection({ words }: { words: AccountSecurityWords }) {
  return <TwoStepSection client={useClerkTwoStep()} words={words} />
}
