'use client'

import { useClerk, useReverification, useUser } from '@clerk/nextjs'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { useServiceAvailability } from '@/components/auth/useServiceAvailability'
import type { TwoStepClient } from '@/lib/account/twoStep'
import { TwoStepSection } from './TwoStepSection'
import { settle, useClerkReverification } from './useClerkReverification'
import type { AccountSecurityWords } from './words'

/**
 * `TwoStepClient` over Clerk's hooks: `user.createTOTP` / `verifyTOTP` / `createBackupCode` / `disableTOTP`, each
 * wrapped in `useReverification` with the site's own "Confirm it's you" form (./useClerkReverification.ts); Clerk
 * then retries the change.
 */
export function useClerkTwoStep(timeoutMs?: number): TwoStepClient {
  const clerk = useClerk()
  const { user } = useUser()
  const availability = useServiceAvailability(clerk.status, timeoutMs)
  const { reverification, onNeedsReverification } = useClerkReverification()
  // The latest resources for the callbacks below, which outlive the render that created them.
  const resources = useRef({ user })
  useLayoutEffect(() => {
    resources.current = { user }
  })

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
