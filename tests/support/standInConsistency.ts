/**
 * The Content Lake stand-in's consistency controls (tests/stand-ins/contentLakeChanges.ts), for browser tests whose
 * stand-in runs in a server process: the index lag, and the GROQ-powered webhook it calls after each transaction,
 * configured as docs/instant-publishing.md tells operators to; and an outage of its queries.
 */
import { expect, test } from '@playwright/test'
import type { Outage } from '../stand-ins/contentLake'
import type { ConsistencyControls, WebhookDelivery } from '../stand-ins/contentLakeChanges'
import { WEBHOOK_FILTER, WEBHOOK_PROJECTION } from '../../lib/revalidate/webhook'
import { E2E_REVALIDATE_SECRET } from './e2eSettings'
import { contentLakeEditor, HOSTED_TOKENS } from './hostedSanity'
import { seedDocument } from './seedContent'

/** The index lag the publishing tests run with: what Sanity's queries may take to see a transaction. */
export const INDEX_LAG_MS = 500

/**
 * From a publish to the new price on the page, index lag included: the goal each run reports in its annotation
 * (docs/records/instant-publishing.md has the measured figures), and the limit it fails above. The limit is twice the goal,
 * so a busy test machine's scheduling does not fail the run, while any fixed wait (the 3 s this replaced) does.
 */
export const PUBLISH_GOAL_MS = 1_500
export const PUBLISH_LIMIT_MS = 2 * PUBLISH_GOAL_MS

async function control(apiHost: string, path: string, body?: ConsistencyControls | OutageControl) {
  const response = await fetch(`${apiHost}/v1/stand-in/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${HOSTED_TOKENS.write}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`The stand-in answered ${response.status} to ${path}`)
  return response.json() as Promise<unknown>
}

/** The webhook of docs/instant-publishing.md, calling this site. */
export const documentedWebhook = (siteOrigin: string) => ({
  url: `${siteOrigin}/api/revalidate`,
  secret: E2E_REVALIDATE_SECRET,
  filter: WEBHOOK_FILTER,
  projection: WEBHOOK_PROJECTION,
})

export const configureStandIn = (apiHost: string, controls: ConsistencyControls) =>
  control(apiHost, 'consistency', controls)

type OutageControl = { status: Outage['status'] | null; queriesMentioning?: string }

/**
 * Makes the stand-in's queries fail with `status` (those whose GROQ contains `queriesMentioning`, or all), as in an
 * outage of the Content Lake; `{ status: null }` ends it.
 */
export const contentLakeOutage = (apiHost: string, outage: OutageControl) => control(apiHost, 'outage', outage)

export const webhookDeliveries = (apiHost: string) =>
  control(apiHost, 'webhook-deliveries') as Promise<WebhookDelivery[]>

/** The plan the publishing tests change, as the webhook's projection names it. */
export const PRO = { _type: 'pricingPlan', _id: 'pricingPlan-pro', slug: null }

export type PlanPrice = { priceLabel: string; annualPriceUsd: number }
const { priceLabel, annualPriceUsd } = seedDocument<PlanPrice>(PRO._id)
/** The Pro plan's price in the seed, and the one the publishing tests set (the card's label and the amount agree). */
export const SEED_PRICE: PlanPrice = { priceLabel, annualPriceUsd }
const raisedBy = (usd: number): PlanPrice => ({
  priceLabel: `$${(annualPriceUsd + usd).toLocaleString('en-US')}`,
  annualPriceUsd: annualPriceUsd + usd,
})
export const NEW_PRICE = raisedBy(500)
/** A third price for runs that start from NEW_PRICE. */
const NEWER_PRICE = raisedBy(1000)

/**
 * From the price a /pricing page shows to one it does not show anywhere: repeated runs take turns between the two
 * prices the tests set. Never back to the seed's price, which the page's description also names, so its label on
 * the page proves nothing.
 */
export const nextPrice = (pricingPage: string) =>
  pricingPage.includes(NEW_PRICE.priceLabel)
    ? { from: NEW_PRICE, to: NEWER_PRICE }
    : pricingPage.includes(NEWER_PRICE.priceLabel)
      ? { from: NEWER_PRICE, to: NEW_PRICE }
      : { from: SEED_PRICE, to: NEW_PRICE }

/** Polls a /pricing page (`readPricing`: its HTML) until it shows `price`; resolves with the time it did. */
export async function whenPriceShown(readPricing: () => Promise<string>, price: PlanPrice): Promise<number> {
  await expect
    .poll(async () => (await readPricing()).includes(price.priceLabel), { intervals: [50], timeout: 15_000 })
    .toBe(true)
  return Date.now()
}

/**
 * Reports a publishing figure in the test's annotations and the log, against the goal. `limited`: the run fails above
 * the limit (twice the goal).
 */
export function reportPublishFigure(figure: string, ms: number, { limited }: { limited: boolean }) {
  const seconds = (ms / 1000).toFixed(2)
  test.info().annotations.push({ type: `${figure} (s)`, description: seconds })
  console.log(`[publish] ${figure}: ${seconds} s (index lag ${INDEX_LAG_MS} ms, goal ${PUBLISH_GOAL_MS / 1000} s)`)
  if (limited) expect(ms, figure).toBeLessThanOrEqual(PUBLISH_LIMIT_MS)
}

/** Where a publishing figure's time went, step by step, in the test's annotations and the log (not limited). */
export function reportPublishSteps(steps: Record<string, number>) {
  const description = Object.entries(steps)
    .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(2)} s`)
    .join(', ')
  test.info().annotations.push({ type: 'where the time went', description })
  console.log(`[publish] where the time went: ${description}`)
}

/**
 * Publishes a new price for the Pro plan the way the Studio does, through the Actions API: an edit of the draft (the
 * price shown and the amount charged), then `sanity.action.document.publish`. Resolves when the publish is committed.
 */
export async function publishProPrice(apiHost: string, price: PlanPrice) {
  const editor = contentLakeEditor(apiHost)
  const ids = { draftId: `drafts.${PRO._id}`, publishedId: PRO._id }
  await editor.action({ actionType: 'sanity.action.document.edit', ...ids, patch: { set: price } })
  return editor.action({ actionType: 'sanity.action.document.publish', ...ids })
}
