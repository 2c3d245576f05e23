'use client'

import { useState } from 'react'
import { useSensitiveFetch } from './useSensitiveFetch'

/**
 * What came back from a POST: the response with its JSON body (null when it has none), null when none came, or
 * `cancelled` when the person dropped "Confirm it's you".
 */
export type PostOutcome<Answer> = { response: Response; answer: Answer | null } | { cancelled: true } | null

/**
 * The submit cycle of the account's security forms: one request at a time, only for a valid form, JSON both ways,
 * re-verified when the server asks (`reverification`, for ReverifyForm: ./useSensitiveFetch.ts).
 * `send` answers undefined when it sent nothing; otherwise the form stays busy until `settle`, so that a form whose
 * page goes elsewhere on success stays busy until then.
 */
export function useJsonPost<Answer>(path: string) {
  const [busy, setBusy] = useState(false)
  const sensitive = useSensitiveFetch()

  async function send(
    event: React.FormEvent<HTMLFormElement>,
    body: unknown,
  ): Promise<PostOutcome<Answer> | undefined> {
    event.preventDefault()
    if (busy || !event.currentTarget.checkValidity()) return undefined
    setBusy(true)
    const sent = await sensitive.send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!sent || !('response' in sent)) return sent
    const { response } = sent
    return { response, answer: (await response.json().catch(() => null)) as Answer | null }
  }

  return { busy, send, settle: () => setBusy(false), reverification: sensitive.reverification }
}
