import 'server-only'
import type { Env } from '@/lib/env/server'
import type { VariantCounts } from './statistics'
import { ENROLMENT_EVENT, FIRST_GOAL_PROPERTY } from './tagging'

/**
 * A client of Plausible's Stats API v2 (`POST /api/v2/query`) for what an experiment's results need: per variant,
 * the browsers enrolled in it and how many of them reached its goal, each counted once (./tagging.ts says how the
 * browser makes that countable). The key is a server-only setting (PLAUSIBLE_STATS_API_KEY): this module runs on the
 * server only.
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
  /** With each variant's share of visitors (whole percent), when known. */
  variants: readonly { variantId: string; label: string; share?: number }[]
  from: Date
  to: Date
}

/** The custom properties every pageview and goal of an enrolled browser carries (docs/experiments.md). */
const EXPERIMENT_PROPERTY = 'event:props:experiment'
const VARIANT_PROPERTY = 'event:props:variant'
const FIRST_GOAL_FILTER = `event:props:${FIRST_GOAL_PROPERTY}`

/**
 * A date-time as the Stats API's `date_range` takes it: ISO 8601 to the second, with its offset. The end is rounded
 * up, so that the events of the current second count.
 */
const dateTime = (date: Date, round: 'down' | 'up') =>
  `${new Date(Math[round === 'up' ? 'ceil' : 'floor'](date.getTime() / 1000) * 1000).toISOString().slice(0, 19)}+00:00`

/**
 * Events per variant id, over the events that pass `filters`. Events, not Plausible's `visitors`: its visitor is a
 * hash renewed every day, so one person coming back on five days would be five.
 */
async function eventsPerVariant(
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
        metrics: ['events'],
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
    const [events] = row.metrics ?? []
    if (typeof variantId !== 'string' || typeof events !== 'number')
      throw new StatsApiError(
        response.status,
        `Plausible answered a row of an unexpected shape: ${JSON.stringify(row)}`,
      )
    counts.set(variantId, events)
  }
  return counts
}

/**
 * Per variant of the experiment, in its order: the browsers enrolled in it (its ENROLMENT_EVENTs), and how many of
 * them reached the goal after enrolling (the goal's events marked as a browser's first). Variants Plausible has no
 * event of count 0, for the Results view to point out; values Plausible saw that are no variant of the document (a
 * variant removed before it started) are left out.
 */
export async function countVariants(
  query: ExperimentQuery,
  settings: StatsSettings,
  fetcher: typeof fetch = fetch,
): Promise<VariantCounts[]> {
  const [enrolled, converted] = await Promise.all([
    eventsPerVariant(settings, query, [['is', 'event:goal', [ENROLMENT_EVENT]]], fetcher),
    eventsPerVariant(
      settings,
      query,
      [
        ['is', 'event:goal', [query.goal]],
        ['is', FIRST_GOAL_FILTER, ['yes']],
      ],
      fetcher,
    ),
  ])
  return query.variants.map(({ variantId, label, share }) => ({
    variantId,
    label,
    visitors: enrolled.get(variantId) ?? 0,
    conversions: converted.get(variantId) ?? 0,
    ...(share === undefined ? {} : { share }),
  }))
}
