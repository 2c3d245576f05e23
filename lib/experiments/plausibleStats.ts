import 'server-only'
import type { Env } from '@/lib/env/server'
import type { VariantCounts } from './statistics'

/**
 * A client of Plausible's Stats API v2 (`POST /api/v2/query`) for what an experiment's results need: per variant,
 * the unique visitors whose events carried the experiment's properties, and how many of them reached its goal. The
 * key is a server-only setting (PLAUSIBLE_STATS_API_KEY): this module runs on the server only.
 */

const PLAUSIBLE_API_HOST = 'https://plausible.io'

export type StatsSettings = { apiKey: string; siteId: string; apiHost: string }

type SettingsEnv = Pick<
  Env,
  'PLAUSIBLE_STATS_API_KEY' | 'PLAUSIBLE_SITE_ID' | 'PLAUSIBLE_API_HOST' | 'NEXT_PUBLIC_PLAUSIBLE_DOMAIN'
>

/** The Stats API settings, or the names of the variables still to set. */
export function statsSettings(env: SettingsEnv): { settings: StatsSettings } | { missing: string[] } {
  const siteId = env.PLAUSIBLE_SITE_ID ?? env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN?.split(',')[0]
  const missing = [
    ...(env.PLAUSIBLE_STATS_API_KEY ? [] : ['PLAUSIBLE_STATS_API_KEY']),
    ...(siteId ? [] : ['PLAUSIBLE_SITE_ID (or NEXT_PUBLIC_PLAUSIBLE_DOMAIN)']),
  ]
  if (!env.PLAUSIBLE_STATS_API_KEY || !siteId) return { missing }
  return {
    settings: { apiKey: env.PLAUSIBLE_STATS_API_KEY, siteId, apiHost: env.PLAUSIBLE_API_HOST ?? PLAUSIBLE_API_HOST },
  }
}

/** Plausible refused the query or could not be reached; `status` is its HTTP status (0: no answer). */
export class StatsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** What the counts are about: the experiment's published id and goal, its variants, and the time it ran. */
export type ExperimentQuery = {
  experimentId: string
  /** The Plausible goal (custom event name) it is judged on. */
  goal: string
  variants: readonly { variantId: string; label: string }[]
  from: Date
  to: Date
}

/** The custom properties every pageview and goal of an enrolled visitor carries (docs/experiments.md). */
const EXPERIMENT_PROPERTY = 'event:props:experiment'
const VARIANT_PROPERTY = 'event:props:variant'

/**
 * A date-time as the Stats API's `date_range` takes it: ISO 8601 to the second, with its offset. The end is rounded
 * up, so that the events of the current second count.
 */
const dateTime = (date: Date, round: 'down' | 'up') =>
  `${new Date(Math[round === 'up' ? 'ceil' : 'floor'](date.getTime() / 1000) * 1000).toISOString().slice(0, 19)}+00:00`

/** Unique visitors per variant id, over the events that pass `filters`. */
async function visitorsPerVariant(
  settings: StatsSettings,
  query: ExperimentQuery,
  filters: unknown[],
  fetcher: typeof fetch,
): Promise<Map<string, number>> {
  let response: Response
  try {
    response = await fetcher(new URL('/api/v2/query', settings.apiHost), {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        site_id: settings.siteId,
        metrics: ['visitors'],
        date_range: [dateTime(query.from, 'down'), dateTime(query.to, 'up')],
        dimensions: [VARIANT_PROPERTY],
        filters: [['is', EXPERIMENT_PROPERTY, [query.experimentId]], ...filters],
      }),
      signal: AbortSignal.timeout(10_000),
      cache: 'no-store',
    })
  } catch (error) {
    throw new StatsApiError(0, `Plausible could not be reached: ${(error as Error).message}`)
  }
  const body = (await response.json().catch(() => null)) as {
    error?: unknown
    results?: { dimensions?: unknown[]; metrics?: unknown[] }[]
  } | null
  if (!response.ok)
    throw new StatsApiError(
      response.status,
      `Plausible answered ${response.status}: ${typeof body?.error === 'string' ? body.error : 'no reason given'}`,
    )
  if (!Array.isArray(body?.results)) throw new StatsApiError(response.status, 'Plausible answered without results')
  const counts = new Map<string, number>()
  for (const row of body.results) {
    const [variantId] = row.dimensions ?? []
    const [visitors] = row.metrics ?? []
    if (typeof variantId !== 'string' || typeof visitors !== 'number')
      throw new StatsApiError(
        response.status,
        `Plausible answered a row of an unexpected shape: ${JSON.stringify(row)}`,
      )
    counts.set(variantId, visitors)
  }
  return counts
}

/**
 * Per variant of the experiment, in its order: unique visitors who saw it, and how many of those reached the goal
 * (unique visitors again: a visitor who starts two trials is one conversion). Variants nobody saw count 0; values
 * Plausible saw that are no variant of the document (a variant removed before it started) are left out.
 */
export async function countVariants(
  query: ExperimentQuery,
  settings: StatsSettings,
  fetcher: typeof fetch = fetch,
): Promise<VariantCounts[]> {
  const [visitors, conversions] = await Promise.all([
    visitorsPerVariant(settings, query, [], fetcher),
    visitorsPerVariant(settings, query, [['is', 'event:goal', [query.goal]]], fetcher),
  ])
  return query.variants.map(({ variantId, label }) => ({
    variantId,
    label,
    visitors: visitors.get(variantId) ?? 0,
    conversions: conversions.get(variantId) ?? 0,
  }))
}
