import { createHash, timingSafeEqual } from 'node:crypto'
import { decodeSignatureHeader, encodeSignatureHeader, isSignatureError, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { logThrottled } from '@/lib/log/throttled'
import { warnOnce } from '@/lib/log/warnOnce'
import { readTextWithin } from '@/lib/http/readTextWithin'
import type { Refresher, RefreshOutcome, Revision } from './refreshWhenServed'

/**
 * Sanity's publish webhook, verified. The webhook's projection (docs/instant-publishing.md) is
 * `{ _type, _id, _rev, _updatedAt, "operation": delta::operation(), "slug": { "before": before().slug.current, "after": after().slug.current } }`.
 *
 * Every content read tags its cache with the document types it reads (lib/sanity/content/*.ts), so the tag
 * to refresh is simply the changed document's type: a pricingPlan change refreshes every page that shows
 * plans, and nothing else. The refresh waits until the Content Lake serves the published revision
 * (refreshWhenServed.ts).
 */

/** A signature older (or further in the future) than this is refused: a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000

/** The webhook's projection is a few hundred bytes; anything far larger is not Sanity's. */
export const MAX_BODY_BYTES = 64 * 1024

/** The projection to configure, as the messages to operators quote it. */
export const WEBHOOK_PROJECTION =
  '{ _type, _id, _rev, _updatedAt, "operation": delta::operation(), "slug": { "before": before().slug.current, "after": after().slug.current } }'

/** The filter to configure: every document but contact messages and schedules (on no page) and Sanity's own assets. */
export const WEBHOOK_FILTER =
  '_type != "contactSubmission" && _type != "schedule" && !string::startsWith(_type, "sanity.")'

type WebhookPayload = {
  _type: string
  _id: string
  /** The revision published; absent in the projection of older configurations. */
  _rev: string | null
  _updatedAt: string | null
  operation: 'create' | 'update' | 'delete' | null
  slug: { before: string | null; after: string | null }
}

export type RevalidateOptions = {
  /** SANITY_REVALIDATE_SECRET; without it nothing is accepted. */
  secret: string | undefined
  /** Waits for the Content Lake to serve each change, then refreshes its tag (once for a burst). */
  refresher: Refresher
  /**
   * The revision the Content Lake holds now (its document endpoint, ahead of the query index; null: no such
   * document), for calls whose projection lacks `_rev`. Null when content is read in-process.
   */
  currentRevision: ((id: string) => Promise<Revision | null>) | null
  now?: () => number
  log?: Pick<Console, 'info' | 'warn' | 'error'>
}

/** Cache tags are case-sensitive and at most 256 characters; Sanity type names are identifiers. */
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,255}$/

/**
 * The signature Sanity computes (HMAC-SHA256 of `timestamp.body`), compared in constant time: the library's own
 * check compares strings with `!==`, whose timing tells an attacker how many leading characters were right. A
 * timestamp the library will not sign (before 2021, or in seconds: `t=1`) is no signature of Sanity's.
 */
async function hasValidSignature(body: string, header: string, timestamp: number, secret: string): Promise<boolean> {
  if (!body) return false
  let expected: string
  try {
    expected = await encodeSignatureHeader(body, timestamp, secret)
  } catch (error) {
    if (isSignatureError(error)) return false
    throw error
  }
  const digest = (value: string) => createHash('sha256').update(value).digest()
  const signatureOf = (value: string) => value.trim().replace(/^t=\d+[, ]+/, '')
  return timingSafeEqual(digest(signatureOf(header)), digest(signatureOf(expected)))
}

function payloadOf(body: string): WebhookPayload | null {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const { _type, _id, _rev, _updatedAt, operation, slug } = value as Record<string, unknown>
  if (typeof _type !== 'string' || !TYPE_NAME.test(_type) || typeof _id !== 'string' || !_id) return null
  const text = (field: unknown) => (typeof field === 'string' && field ? field : null)
  const slugs = slug && typeof slug === 'object' ? (slug as Record<string, unknown>) : { after: slug }
  return {
    _type,
    _id,
    _rev: text(_rev),
    _updatedAt: text(_updatedAt),
    operation: operation === 'create' || operation === 'update' || operation === 'delete' ? operation : null,
    slug: { before: text(slugs.before), after: text(slugs.after) },
  }
}

/** The revision a call asks to wait for: its own, or for an older projection the one the Content Lake holds now. */
async function revisionOf(
  payload: WebhookPayload,
  currentRevision: RevalidateOptions['currentRevision'],
): Promise<Revision | null> {
  if (payload.operation === 'delete') return null
  if (payload._rev) return { rev: payload._rev, updatedAt: payload._updatedAt }
  warnOnce(
    `[revalidate] The Sanity webhook's projection has no _rev: each call first asks the Content Lake for the document's revision. Update the projection to ${WEBHOOK_PROJECTION} (docs/instant-publishing.md).`,
  )
  return currentRevision ? currentRevision(payload._id) : null
}

export async function handleSanityWebhook(request: Request, options: RevalidateOptions): Promise<Response> {
  const { secret, refresher, currentRevision, now = Date.now, log = console } = options
  if (!secret) {
    logThrottled(
      log,
      'error',
      'revalidate-unconfigured',
      '[revalidate] SANITY_REVALIDATE_SECRET is not set: Sanity webhook calls are refused and published changes wait for the next build. Set it to the secret of the webhook (docs/instant-publishing.md).',
    )
    return jsonError(503, 'Revalidation is not configured on this server.')
  }

  const refuse = (status: 400 | 401 | 413, message: string) => {
    logThrottled(log, 'warn', `revalidate-refused-${status}`, `[revalidate] Refused a webhook call: ${message}`)
    return jsonError(status, message)
  }

  const signature = request.headers.get(SIGNATURE_HEADER_NAME)
  if (!signature) return refuse(401, `Missing ${SIGNATURE_HEADER_NAME} header.`)
  let timestamp: number
  try {
    timestamp = decodeSignatureHeader(signature).timestamp
  } catch {
    return refuse(401, 'Malformed signature header.')
  }
  const body = await readTextWithin(request, MAX_BODY_BYTES)
  if (body === null) return refuse(413, `Body larger than ${MAX_BODY_BYTES} bytes.`)
  if (!(await hasValidSignature(body, signature, timestamp, secret.trim()))) return refuse(401, 'Invalid signature.')
  // Checked after the signature, so the timestamp is known to be the one Sanity signed.
  if (Math.abs(now() - timestamp) > SIGNATURE_TOLERANCE_MS) return refuse(401, 'Signature timestamp is too old.')

  const payload = payloadOf(body)
  if (!payload) {
    return refuse(400, `Expected a JSON object with _type and _id (projection: ${WEBHOOK_PROJECTION}).`)
  }
  // Drafts and release versions are not on the published site (the webhook should filter them out anyway).
  if (payload._id.startsWith('drafts.') || payload._id.startsWith('versions.')) {
    return jsonResponse(200, { revalidated: [], ignored: 'not a published document', id: payload._id })
  }

  const tag = payload._type
  const slug = payload.slug.after ?? payload.slug.before
  // Ids and slugs are quoted and cut short: whatever they contain stays on this one log line.
  const change = `${tag} ${logValue(payload._id)}${slug ? ` (${logValue(slug)})` : ''}`
  let outcome: RefreshOutcome
  try {
    const revision = await revisionOf(payload, currentRevision)
    outcome = await refresher.refreshWhenServed({ id: payload._id, tag, revision })
  } catch (error) {
    log.error(
      `[revalidate] ${change}: could not refresh ${tag}: ${error instanceof Error ? error.message : error}. Sanity retries the call.`,
    )
    return jsonError(503, 'The cache could not be refreshed right now; try again.')
  }
  log.info(
    `[revalidate] ${change}: refreshed ${tag} after ${outcome.waitedMs} ms${outcome.served ? '' : ' (revision not served yet)'}`,
  )
  return jsonResponse(200, {
    revalidated: [tag],
    id: payload._id,
    type: tag,
    slug,
    waitedMs: outcome.waitedMs,
    served: outcome.served,
  })
}
