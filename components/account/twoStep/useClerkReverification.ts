'use client'

import { useSession } from '@clerk/nextjs'
import { isReverificationCancelledError } from '@clerk/nextjs/errors'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { clerkErrorMessage } from '@/components/auth/ClerkAuthForm'
import type { Reverification, TwoStepResult } from '@/lib/account/twoStep'

/** What Clerk's `useReverification` hands its `onNeedsReverification`. */
export type NeedsReverification = { complete: () => void; cancel: () => void; level: string | undefined }

/** A Clerk call's answer as a TwoStepResult: Clerk's words when it refused, `cancelled` when re-verification was dropped. */
export async function settle<T>(request: () => Promise<T>): Promise<TwoStepResult<T>> {
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
 * The site's own "Confirm it's you" step for Clerk's `useReverification` (its `onNeedsReverification`), shared by the
 * two-step section (Clerk's Frontend API asks) and the account's own routes (the site's server asks, with Clerk's
 * reverification answer): the session's verification is started at the level Clerk names, then answered where Clerk
 * says it starts (the password, or for a person with two-step verification asked for their strongest factor, straight
 * at the code) and, when Clerk wants it, the authenticator app's code or a backup code; Clerk then retries the call.
 * `reverification` is set while the person is asked (ReverifyForm shows it); without a Clerk session (clerk-js not
 * loaded) the call is dropped at once.
 */
export function useClerkReverification() {
  const { session } = useSession()
  const [reverification, setReverification] = useState<Reverification | null>(null)
  // The latest session for the callback below, which outlives the render that created it.
  const current = useRef(session)
  useLayoutEffect(() => {
    current.current = session
  })

  const onNeedsReverification = useCallback(({ complete, cancel, level }: NeedsReverification) => {
    const session = current.current
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

  return { reverification, onNeedsReverification }
}
