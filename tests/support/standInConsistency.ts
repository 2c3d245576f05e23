/**
 * The Content Lake stand-in's consistency controls (tests/fakes/contentLakeChanges.ts), for browser tests whose
 * stand-in runs in a server process: the index lag, and the GROQ-powered webhook it calls after each transaction,
 * configured as docs/instant-publishing.md tells operators to.
 */
import type { ConsistencyControls, WebhookDelivery } from '../fakes/contentLakeChanges'
import { WEBHOOK_FILTER, WEBHOOK_PROJECTION } from '../../lib/revalidate/webhook'
import { E2E_REVALIDATE_SECRET } from './e2eSettings'
import { contentLakeEditor, HOSTED_TOKENS } from './hostedSanity'

/** The index lag the publishing tests run with: what Sanity's queries may take to see a transaction. */
export const INDEX_LAG_MS = 500

/**
 * From a publish to the new price on the page, index lag included: the goal each run reports in its annotation
 * (docs/instant-publishing.md has the measured figures), and the limit it fails above. The limit is twice the goal,
 * so a busy test machine's scheduling does not fail the run, while any fixed wait (the 3 s this replaced) does.
 */
export const PUBLISH_GOAL_MS = 1_500
export const PUBLISH_LIMIT_MS = 2 * PUBLISH_GOAL_MS

async function control(apiHost: string, path: string, body?: ConsistencyControls) {
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

export const webhookDeliveries = (apiHost: string) =>
  control(apiHost, 'webhook-deliveries') as Promise<WebhookDelivery[]>

/**
 * Publishes a new price for the Pro plan the way the Studio does, through the Actions API: an edit of the draft (the
 * price shown and the amount charged), then `sanity.action.document.publish`. Resolves when the publish is committed.
 */
export async function publishProPrice(apiHost: string, price: { priceLabel: string; annualPriceUsd: number }) {
  const editor = contentLakeEditor(apiHost)
  const ids = { draftId: 'drafts.pricingPlan-pro', publishedId: 'pricingPlan-pro' }
  await editor.action({ actionType: 'sanity.action.document.edit', ...ids, patch: { set: price } })
  return editor.action({ actionType: 'sanity.action.document.publish', ...ids })
}
