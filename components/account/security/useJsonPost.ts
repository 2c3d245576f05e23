'use client'

import { useState } from 'react'

/** What came back from a POST: the response with its JSON body (null when it has none), or null when none came. */
export type PostOutcome<Answer> = { response: Response; answer: Answer | null } | null

/**
 * The submit cycle of the account's security forms: one request at a time, only for a valid form, JSON both ways.
 * `send` answers undefined when it sent nothing; otherwise the form stays busy until `settle`, so that a form whose
 * page goes elsewhere on success stays busy until then.
 */
export function useJsonPost<Answer>(path: string) {
  const [busy, setBusy] = useState(false)

  async function send(
    event: React.FormEvent<HTMLFormElement>,
    body: unknown,
  ): Promise<PostOutcome<Answer> | undefined> {
    event.preventDefault()
    if (busy || !event.currentTarget.checkValidity()) return undefined
    setBusy(true)
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { response, answer: (await response.json().catch(() => null)) as Answer | null }
    } catch {
      return null
    }
  }

  return { busy, send, settle: () => setBusy(false) }
}
