import 'server-only'
import type { SanityClient } from '@sanity/client'
import { fetchSecretQuery } from '@sanity/preview-url-secret/constants'
import { countVariants, statsSettings, StatsApiError, type StatsSettings } from './plausibleStats'
import type { VariantCounts } from './statistics'

/**
 * What `GET /api/studio/experiments/<id>/results` answers the Studio's results view (docs/experiments.md): an
 * experiment's counts per variant from Plausible, over the time it ran. The statistics are computed by the view from
 * the counts (lib/experiments/statistics.ts), as they are from frozen results.
 *
 * Who may ask: a Studio user, proven as the Presentation tool proves one to /api/draft-mode/enable. The view writes
 * a one-hour secret into the dataset with the user's own session (`sanity.previewUrlSecret`, which only a member
 * with write access can create) and sends it as `Authorization: Bearer <secret>`; the server looks it up with the
 * viewer token, and accepts it only within its hour (a shared preview link's secret is refused). The Plausible key
 * never leaves the server.
 */
export type ResultsAnswer =
  /** The counts, with what they measured: the goal and the period. */
  | { status: 'ready'; counts: VariantCounts[]; goal: string; from: string; to: string }
  /** The server lacks a setting: the variables to set. */
  | { status: 'unconfigured'; missing: string[] }
  | { status: 'notStarted' }
  | { status: 'unauthorised' | 'notFound' | 'invalid' }
  /** Plausible refused or failed: its reason. */
  | { status: 'failed'; message: string }

const HTTP_STATUS: Record<ResultsAnswer['status'], number> = {
  ready: 200,
  unconfigured: 503,
  notStarted: 409,
  unauthorised: 401,
  notFound: 404,
  invalid: 400,
  failed: 502,
}

type Experiment = {
  state?: unknown
  startedAt?: unknown
  stoppedAt?: unknown
  goal?: unknown
  variants?: { variantId?: unknown; label?: unknown; weight?: unknown }[] | null
}

const EXPERIMENT_QUERY = /* groq */ `*[_type == "experiment" && _id == $id][0]{
  state, startedAt, stoppedAt, goal, "variants": variants[]{variantId, label, weight}
}`

/** A published document id: letters, digits, `_`, `-` and dots, not a draft or version. */
const PUBLISHED_ID = /^(?!drafts\.|versions\.)[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/

/**
 * Whether the bearer secret is one the Studio wrote within the hour, with a user's own session: the query
 * @sanity/preview-url-secret checks one-hour secrets with (`fetchSecretQuery`). Not its `validatePreviewUrl`, which
 * also accepts the secret of a shared preview link: that one never expires, and results are not for whoever holds a
 * link.
 */
async function isStudioUser(request: Request, reader: SanityClient): Promise<boolean> {
  const secret = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!secret) return false
  const found = await reader.fetch<{ secret?: unknown } | null>(
    fetchSecretQuery,
    { secret },
    { perspective: 'raw', cache: 'no-store' },
  )
  return found?.secret === secret
}

const parseDate = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null

export type ResultsDependencies = {
  /** Reads the dataset with the viewer token (SANITY_API_READ_TOKEN); null without one. */
  reader: SanityClient | null
  env: Parameters<typeof statsSettings>[0]
  fetcher?: typeof fetch
  now?: () => Date
}

export async function experimentResults(
  request: Request,
  experimentId: string,
  { reader, env, fetcher = fetch, now = () => new Date() }: ResultsDependencies,
): Promise<ResultsAnswer> {
  if (!reader) return { status: 'unconfigured', missing: ['SANITY_API_READ_TOKEN'] }
  if (!(await isStudioUser(request, reader))) return { status: 'unauthorised' }
  if (!PUBLISHED_ID.test(experimentId)) return { status: 'invalid' }
  const experiment = await reader.fetch<Experiment | null>(
    EXPERIMENT_QUERY,
    { id: experimentId },
    { perspective: 'published', cache: 'no-store' },
  )
  if (!experiment) return { status: 'notFound' }
  const from = parseDate(experiment.startedAt)
  if (experiment.state === 'draft' || !from) return { status: 'notStarted' }
  const configured = statsSettings(env)
  if ('missing' in configured) return { status: 'unconfigured', missing: configured.missing }
  const to = (experiment.state === 'stopped' && parseDate(experiment.stoppedAt)) || now()
  const variants = (experiment.variants ?? []).flatMap(({ variantId, label, weight }) =>
    typeof variantId === 'string'
      ? [
          {
            variantId,
            label: typeof label === 'string' ? label : variantId,
            ...(typeof weight === 'number' ? { share: weight } : {}),
          },
        ]
      : [],
  )
  if (typeof experiment.goal !== 'string' || variants.length < 2) return { status: 'invalid' }
  return count(configured.settings, { experimentId, goal: experiment.goal, variants, from, to }, fetcher)
}

async function count(
  settings: StatsSettings,
  query: Parameters<typeof countVariants>[0],
  fetcher: typeof fetch,
): Promise<ResultsAnswer> {
  try {
    const counts = await countVariants(query, settings, fetcher)
    return { status: 'ready', counts, goal: query.goal, from: query.from.toISOString(), to: query.to.toISOString() }
  } catch (error) {
    if (error instanceof StatsApiError) return { status: 'failed', message: error.message }
    throw error
  }
}

/** The answer as the route sends it: JSON, never cached (results change with every visitor). */
export const resultsResponse = (answer: ResultsAnswer) =>
  Response.json(answer, { status: HTTP_STATUS[answer.status], headers: { 'cache-control': 'no-store' } })
