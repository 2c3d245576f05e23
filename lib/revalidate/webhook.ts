import { createHash, timingSafeEqual } from 'node:crypto'
import { decodeSignatureHeader, encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { jsonResponse } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { logThrottled } from '@/lib/log/throttled'
import { readTextWithin } from '@/lib/security/bodyLimit'

/**
 * Sanity's publish webhook, verified. The webhook's projection is `{ _type, _id, "slug": slug.current }`.
 *
 * Every content read tags its cache with the document types it reads (lib/sanity/content/*.ts), so the tag
 * to refresh is simply the changed document's type: a pricingPlan change refreshes every page that shows
 * plans, and nothing else.
 */

/** A signature older (or further in the future) than this is refused: a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000

/**
 * How long to wait after a verified call before refreshing. The webhook can arrive a moment before every
 * Content Lake replica serves the new version; refreshing at once could cache the old one again (this is
 * next-sanity's `parseBody` default).
 */
export const CONSISTENCY_DELAY_MS = 3_000

/** The webhook's projection is a few hundred bytes; anything far larger is not Sanity's. */
export const MAX_BODY_BYTES = 64 * 1024

type WebhookPayload = { _type: string; _id: string; slug?: string | null }

export type RevalidateOptions = {
  /** SANITY_REVALIDATE_SECRET; without it nothing is accepted. */
  secret: string | undefined
  /** Refreshes one cache tag (Next's `revalidateTag`); throws when the shared cache cannot be told. */
  revalidate: (tag: string) => void | Promise<void>
  now?: () => number
  delay?: (ms: number) => Promise<void>
  log?: Pick<Console, 'info' | 'warn' | 'error'>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Cache tags are case-sensitive and at most 256 characters; Sanity type names are identifiers. */
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,255}$/

/**
 * The signature Sanity computes (HMAC-SHA256 of `timestamp.body`), compared in constant time: the library's own
 * check compares strings with `!==`, whose timing tells an attacker how many leading characters were right.
 */
async function hasValidSignature(body: string, header: string, timestamp: number, secret: string): Promise<boolean> {
  if (!body) return false
  const expected = await encodeSignatureHeader(body, timestamp, secret)
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
  const { _type, _id, slug } = value as Record<string, unknown>
  if (typeof _type !== 'string' || !TYPE_NAME.test(_type) || typeof _id !== 'string' || !_id) return null
  return { _type, _id, slug: typeof slug === 'string' ? slug : null }
}

export async function handleSanityWebhook(request: Request, options: RevalidateOptions): Promise<Response> {
  const { secret, revalidate, now = Date.now, delay = sleep, log = console } = options
  if (!secret) {
    logThrottled(
      log,
      'error',
      'revalidate-unconfigured',
      '[revalidate] SANITY_REVALIDATE_SECRET is not set: Sanity webhook calls are refused and published changes wait for the next build. Set it to the secret of the webhook (README, "Instant publishing").',
    )
    return jsonResponse(500, { message: 'Revalidation is not configured on this server.' })
  }

  const refuse = (status: 400 | 401 | 413, message: string) => {
    logThrottled(log, 'warn', `revalidate-refused-${status}`, `[revalidate] Refused a webhook call: ${message}`)
    return jsonResponse(status, { message })
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
    return refuse(400, 'Expected a JSON object with _type and _id (projection: { _type, _id, "slug": slug.current }).')
  }
  // Drafts and release versions are not on the published site (the webhook should filter them out anyway).
  if (payload._id.startsWith('drafts.') || payload._id.startsWith('versions.')) {
    return jsonResponse(200, { revalidated: [], ignored: 'not a published document', id: payload._id })
  }

  await delay(CONSISTENCY_DELAY_MS)
  const tags = [payload._type]
  // Ids and slugs are quoted and cut short: whatever they contain stays on this one log line.
  const change = `${payload._type} ${logValue(payload._id)}${payload.slug ? ` (${logValue(payload.slug)})` : ''}`
  try {
    for (const tag of tags) await revalidate(tag)
  } catch (error) {
    log.error(
      `[revalidate] ${change}: could not refresh ${tags.join(', ')}: ${error instanceof Error ? error.message : error}. Sanity retries the call.`,
    )
    return jsonResponse(503, { message: 'The cache could not be refreshed right now; try again.' })
  }
  log.info(`[revalidate] ${change}: refreshed ${tags.join(', ')}`)
  return jsonResponse(200, { revalidated: tags, id: payload._id, type: payload._type, slug: payload.slug })
}
