import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import type { MutationEvent, WelcomeEvent } from '@sanity/client'
import { Mutation } from '@sanity/mutator'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createRefresher } from '@/lib/revalidate/refreshWhenServed'
import { WEBHOOK_FILTER, WEBHOOK_PROJECTION } from '@/lib/revalidate/webhook'
import { contentLakeRevisions } from '@/lib/sanity/revisions'
import { contentLakeStandIn } from '../../support/contentLakeStandIn'

/**
 * The Content Lake stand-in tells the truth about consistency (tests/stand-ins/contentLakeChanges.ts): queries lag
 * behind writes, listeners stream each transaction, and it calls the site's webhook as Sanity does. And the lag
 * matters: refreshing a page the moment the webhook arrives caches the old content; waiting for the revision does not.
 */
const TOKENS = { read: 'sk-read', write: 'sk-write' }
const PRO = {
  _id: 'pricingPlan-pro',
  _type: 'pricingPlan',
  name: 'Pro',
  priceLabel: '$4,999',
  slug: { current: 'pro' },
}
const LAG_MS = 400
const standIn = contentLakeStandIn({
  tokens: TOKENS,
  documents: [PRO, { _id: 'contact-page', _type: 'contactPage', title: 'Contact' }],
})
const { client } = standIn
const editor = () => client(TOKENS.write, 'raw')
const priceOf = () => client().fetch<string>('*[_id == "pricingPlan-pro"][0].priceLabel')

/** Publishes a price as the Studio does: an edit of the draft, then the publish action. */
async function publishPrice(priceLabel: string) {
  await editor().action({
    actionType: 'sanity.action.document.edit',
    draftId: 'drafts.pricingPlan-pro',
    publishedId: 'pricingPlan-pro',
    patch: { set: { priceLabel } },
  })
  return editor().action({
    actionType: 'sanity.action.document.publish',
    draftId: 'drafts.pricingPlan-pro',
    publishedId: 'pricingPlan-pro',
  })
}

beforeEach(() => {
  standIn.lake.configure({ indexLagMs: 0, webhook: null })
})

describe('the stand-in’s consistency', () => {
  it('queries see a transaction only after the index lag; the document endpoint at once', async () => {
    standIn.lake.configure({ indexLagMs: LAG_MS })
    const before = await priceOf()
    const started = Date.now()
    await editor().patch(PRO._id).set({ priceLabel: '$1' }).commit()
    expect((await client().getDocument(PRO._id))?.priceLabel).toBe('$1')
    expect(await priceOf()).toBe(before)
    await expect.poll(priceOf, { interval: 20 }).toBe('$1')
    expect(Date.now() - started).toBeGreaterThanOrEqual(LAG_MS)
  })

  it('streams each transaction to listeners: welcome, then one mutation event per matching document', async () => {
    const events: (MutationEvent | WelcomeEvent)[] = []
    const subscription = client(TOKENS.read)
      .listen(
        '*[_id in $ids]',
        { ids: ['pricingPlan-pro', 'drafts.pricingPlan-pro'] },
        {
          events: ['welcome', 'mutation'],
          effectFormat: 'mendoza',
          includeResult: true,
        },
      )
      .subscribe((event) => events.push(event as MutationEvent | WelcomeEvent))
    try {
      await expect.poll(() => events.map((event) => event.type)).toEqual(['welcome'])
      const published = await client(TOKENS.read).getDocument(PRO._id)
      const { transactionId } = await publishPrice('$2')
      await expect.poll(() => events.length).toBe(4)
      const mutations = events.filter((event): event is MutationEvent => event.type === 'mutation')
      const [draftAppears] = mutations
      const draftGoes = mutations.find((event) => event.transition === 'disappear')
      const publish = mutations.find((event) => event.documentId === PRO._id)!
      expect(draftAppears).toMatchObject({ documentId: 'drafts.pricingPlan-pro', transition: 'appear' })
      expect(draftGoes).toMatchObject({
        documentId: 'drafts.pricingPlan-pro',
        transition: 'disappear',
        transactionId,
        transactionTotalEvents: 2,
      })
      expect(publish).toMatchObject({
        documentId: 'pricingPlan-pro',
        transition: 'update',
        transactionId,
        previousRev: published?._rev,
        resultRev: transactionId,
        identity: expect.any(String),
        result: expect.objectContaining({ priceLabel: '$2', _rev: transactionId }),
        effects: { apply: expect.any(Array), revert: expect.any(Array) },
      })
      // What the Studio's document store does with the event: apply its mutations to the revision it had.
      expect(new Mutation(publish as ConstructorParameters<typeof Mutation>[0]).apply(published!)).toMatchObject({
        priceLabel: '$2',
        _rev: transactionId,
      })
    } finally {
      subscription.unsubscribe()
    }
  })

  it('calls the webhook for published documents only, with the projection, filter and Sanity’s signature', async () => {
    const calls: { body: string; signature: string }[] = []
    const site: Server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        calls.push({ body, signature: String(request.headers[SIGNATURE_HEADER_NAME]) })
        response.writeHead(200).end('{}')
      })
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`
      standIn.lake.configure({
        webhook: { url, secret: 'whsec', filter: WEBHOOK_FILTER, projection: WEBHOOK_PROJECTION },
      })
      const publishing = Date.now()
      const { transactionId } = await publishPrice('$3')
      const committed = Date.now()
      await editor().create({ _id: 'inbox.message', _type: 'contactSubmission', name: 'Ada' })
      await editor().create({ _id: 'schedule.launch', _type: 'schedule', kind: 'publish', status: 'scheduled' })
      await editor().delete('contact-page')
      await expect.poll(() => calls.length).toBe(2)
      const [publish, deletion] = calls
      expect(await isValidSignature(publish.body, publish.signature, 'whsec')).toBe(true)
      expect(JSON.parse(publish.body)).toEqual({
        _type: 'pricingPlan',
        _id: 'pricingPlan-pro',
        _rev: transactionId,
        _updatedAt: expect.any(String),
        operation: 'update',
        slug: { before: 'pro', after: 'pro' },
      })
      expect(JSON.parse(deletion.body)).toMatchObject({ _id: 'contact-page', operation: 'delete' })
      expect(standIn.lake.webhookDeliveries.map((delivery) => delivery.status)).toEqual([200, 200])
      // When the publish was committed, for the tests' account of where a publish's time went.
      const { committedAt } = standIn.lake.webhookDeliveries[0]
      expect(committedAt).toBeGreaterThanOrEqual(publishing)
      expect(committedAt).toBeLessThanOrEqual(committed)
    } finally {
      site.close()
    }
  })
})

describe('publishing with the index lag on', () => {
  /** A page cache as Next keeps it: a render stays until its tag is refreshed, and renders anew at once. */
  function pricingPageCache() {
    let cached: Promise<string> = priceOf()
    return {
      shown: () => cached,
      refresh: () => {
        cached = priceOf()
      },
    }
  }

  beforeAll(() => undefined)
  afterAll(() => standIn.lake.configure({ indexLagMs: 0 }))

  it('refreshing the moment the webhook arrives caches the old price, and keeps it', async () => {
    const page = pricingPageCache()
    standIn.lake.configure({ indexLagMs: LAG_MS })
    const old = await page.shown()
    await publishPrice('$4')
    page.refresh()
    expect(await page.shown()).toBe(old)
    await expect.poll(priceOf, { interval: 20 }).toBe('$4')
    expect(await page.shown()).toBe(old)
  })

  it('waiting until the revision is served shows the new price', async () => {
    const page = pricingPageCache()
    standIn.lake.configure({ indexLagMs: LAG_MS })
    const refresher = createRefresher({
      servedRevisions: contentLakeRevisions(client(TOKENS.read)).served,
      refresh: page.refresh,
    })
    const { transactionId } = await publishPrice('$5')
    const outcome = await refresher.refreshWhenServed({
      id: PRO._id,
      tag: 'pricingPlan',
      revision: { rev: transactionId },
    })
    expect(await page.shown()).toBe('$5')
    expect(outcome.served).toBe(true)
    expect(outcome.waitedMs).toBeGreaterThanOrEqual(LAG_MS - 50)
  })
})
