'use client'

import { useReverification, useSession } from '@clerk/nextjs'
import { isReverificationCancelledError } from '@clerk/nextjs/errors'
import { useClerkReverification } from '../twoStep/useClerkReverification'

/**
 * Clerk's reverification answer (403 `{ clerk_error: { type: 'forbidden', reason: 'reverification-error' } }`), as the
 * site's account routes send it when the session has not verified recently enough (lib/auth/reverification.ts).
 */
type ReverificationHint = { clerk_error: { type: 'forbidden'; reason: 'reverification-error' } }
const isReverificationHint = (body: unknown): body is ReverificationHint => {
  const error = (body as Partial<ReverificationHint> | null)?.clerk_error
  return error?.type === 'forbidden' && error.reason === 'reverification-error'
}

/**
 * One request to an account route. Clerk's `useReverification` turns a Response into its JSON body, so the response
 * travels wrapped (and read whole only by the caller); the reverification answer is handed over as the body Clerk
 * looks for.
 */
async function fetchOnce(path: string, init: RequestInit): Promise<{ response: Response } | ReverificationHint> {
  const response = await fetch(path, init)
  if (response.status === 403) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null)
    if (isReverificationHint(body)) return body
  }
  return { response }
}

/**
 * What came back: the response; `cancelled` when the person dropped "Confirm it's you" (nothing to say); null when
 * nothing came (the network, or Clerk's browser code not there to re-verify with).
 */
export type SensitiveAnswer = { response: Response } | { cancelled: true } | null

/**
 * `fetch` for the account's sensitive actions (the password, the deletion, the export, signing out other sessions):
 * when the site's server answers that the session must re-verify, the "Confirm it's you" form (`reverification`, for
 * ReverifyForm) asks for the password and, for an account with two-step verification, the code, and the request is
 * sent again once Clerk is satisfied.
 */
export function useSensitiveFetch() {
  const { reverification, onNeedsReverification } = useClerkReverification()
  // Without a Clerk session in the browser (clerk-js not loaded) the form cannot be shown: the request failed.
  const { session } = useSession()
  const verifiedFetch = useReverification(fetchOnce, { onNeedsReverification })

  async function send(path: string, init: RequestInit): Promise<SensitiveAnswer> {
    try {
      const result = await verifiedFetch(path, init)
      // Still refused after re-verifying: the server wanted more than Clerk asked for; try again from the start.
      return 'response' in result ? result : null
    } catch (error) {
      return isReverificationCancelledError(error) && session ? { cancelled: true } : null
    }
  }

  return { send, reverification }
}
