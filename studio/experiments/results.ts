import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import type { SanityClient } from 'sanity'
import type { ResultsAnswer } from '@/lib/experiments/results'
import type { VariantCounts } from '@/lib/experiments/statistics'
import { STUDIO_PATH } from '@/lib/site/routes'

/**
 * The Studio's side of `GET /api/studio/experiments/<id>/results`: it proves the user as the Presentation tool does,
 * with a one-hour secret written with the user's own session (lib/experiments/results.ts), and returns the answer.
 */
export async function requestResults(
  client: SanityClient,
  experimentId: string,
  userId?: string,
): Promise<ResultsAnswer> {
  const { secret } = await createPreviewSecret(client, 'experiment-results', STUDIO_PATH, userId)
  const response = await askWhileSecretUnseen(() =>
    fetch(`/api/studio/experiments/${encodeURIComponent(experimentId)}/results`, {
      headers: { authorization: `Bearer ${secret}` },
      cache: 'no-store',
    }),
  )
  const answer = (await response.json().catch(() => null)) as ResultsAnswer | null
  return answer ?? { status: 'failed', message: `The site answered ${response.status} without results` }
}

/** The pauses before asking again, in milliseconds: about 4 s in all, well past the Content Lake's usual index lag. */
const SECRET_UNSEEN_PAUSES_MS = [250, 500, 1_000, 2_000]

/**
 * Asks the site, and again after a growing pause while it answers 401. The site finds the secret with a query, and
 * the Content Lake's queries see a document a moment after it is written (its index lag): right after the secret is
 * written, the site may not see it yet. A secret it never sees still ends in 401 once the pauses are over.
 */
export async function askWhileSecretUnseen(
  ask: () => Promise<Response>,
  pausesMs: readonly number[] = SECRET_UNSEEN_PAUSES_MS,
): Promise<Response> {
  let response = await ask()
  for (const pause of pausesMs) {
    if (response.status !== 401) break
    await new Promise((resolve) => setTimeout(resolve, pause))
    response = await ask()
  }
  return response
}

/**
 * What stopping an experiment keeps of its results (the schema's `frozenResults`): the counts per variant (with their
 * shares), as JSON in `json`, when, what they measured (the goal, and the period Plausible counted: `from`, `to`), so
 * that they are labelled with it, and how (`counted`: "browsers", each enrolled browser once). The statistics follow
 * from the counts, identically every time. (Results frozen earlier lack what was not kept then: shares, `counted`,
 * and before that the goal and period.)
 */
export type FrozenResults = {
  json: string
  frozenAt: string
  goal: string
  from: string
  to: string
  counted: 'browsers'
}

/** The counts in frozen results, or null when they are not what freezeResults wrote. */
export function frozenCounts(frozen: Partial<FrozenResults>): VariantCounts[] | null {
  try {
    const counts: unknown = JSON.parse(frozen.json ?? '')
    const valid =
      Array.isArray(counts) &&
      counts.every(
        (item) =>
          typeof item?.variantId === 'string' &&
          typeof item.label === 'string' &&
          typeof item.visitors === 'number' &&
          typeof item.conversions === 'number' &&
          (item.share === undefined || typeof item.share === 'number'),
      )
    return valid ? (counts as VariantCounts[]) : null
  } catch {
    return null
  }
}

/**
 * The results to freeze when an experiment stops (its Stop action sets them with the state): the counts as Plausible
 * has them now, or null when they cannot be read (no Stats API key, Plausible unreachable). Stopping goes ahead
 * either way; without frozen results the view reads Plausible over the time the experiment ran.
 */
export async function freezeResults(
  client: SanityClient,
  experimentId: string,
  userId?: string,
): Promise<FrozenResults | null> {
  const answer = await requestResults(client, experimentId, userId).catch(() => null)
  if (answer?.status !== 'ready') return null
  const { counts, goal, from, to } = answer
  return { json: JSON.stringify(counts), frozenAt: new Date().toISOString(), goal, from, to, counted: 'browsers' }
}
