import { describe, expect, it } from 'vitest'
import { contentLakeStandIn } from '../support/contentLakeStandIn'

/** The stand-in checked with the real @sanity/client, as the site and the Studio use it. */
const TOKENS = { read: 'sk-read', write: 'sk-write' }
const standIn = contentLakeStandIn({
  tokens: TOKENS,
  documents: [
    { _id: 'pricingPlan-pro', _type: 'pricingPlan', name: 'Pro', price: 4999, features: ['A', 'B'] },
    { _id: 'drafts.pricingPlan-pro', _type: 'pricingPlan', name: 'Pro (draft)', price: 5999 },
    { _id: 'inbox.one', _type: 'contactSubmission', name: 'Ada' },
  ],
})
const { client } = standIn

describe('the Content Lake stand-in', () => {
  it('answers GROQ queries with parameters, published documents by default', async () => {
    expect(await client().fetch('*[_type == $type]{ name, price }', { type: 'pricingPlan' })).toEqual([
      { name: 'Pro', price: 4999 },
    ])
    expect(standIn.lake.requests.at(-1)).toMatchObject({
      method: 'GET',
      endpoint: 'data/query/production',
      perspective: 'published',
    })
  })

  it('plays an outage of the queries mentioning a text, or of all of them, until told it is over', async () => {
    const outage = (body: unknown, token = TOKENS.write) =>
      fetch(`${standIn.lake.apiHost}/v1/stand-in/outage`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await outage({ status: 500 }, TOKENS.read)).status).toBe(403)
    expect((await outage({ status: 200 })).status).toBe(400)
    expect((await outage({ status: 500, queriesMentioning: 'pricingPlan' })).status).toBe(200)
    await expect(client().fetch('*[_type == "pricingPlan"][0].name')).rejects.toMatchObject({ statusCode: 500 })
    expect(await client().fetch('count(*[_type == "contactSubmission"])')).toBe(0)
    expect((await outage({ status: 500 })).status).toBe(200)
    await expect(client().fetch('count(*)')).rejects.toMatchObject({ statusCode: 500 })
    expect((await outage({ status: null })).status).toBe(200)
    expect(await client().fetch('*[_type == "pricingPlan"][0].name')).toBe('Pro')
  })

  it('answers long queries sent by POST', async () => {
    const padding = ' '.repeat(12_000)
    expect(await client().fetch(`count(*[_type == "pricingPlan"])${padding}`)).toBe(1)
    expect(standIn.lake.requests.at(-1)?.method).toBe('POST')
  })

  it('overlays drafts in the drafts perspective and shows everything in raw, with a token only', async () => {
    expect(await client(TOKENS.read, 'drafts').fetch('*[_type == "pricingPlan"][0].price')).toBe(5999)
    expect(await client(TOKENS.read, 'raw').fetch('count(*)')).toBe(3)
    await expect(client(undefined, 'drafts').fetch('count(*)')).rejects.toMatchObject({ statusCode: 401 })
    await expect(client(undefined, 'raw').fetch('count(*)')).rejects.toMatchObject({ statusCode: 401 })
  })

  it('searches text as the Studio’s lists and reference fields do (text::query), and refuses what it cannot search', async () => {
    const list =
      '*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))]{ _id } | order(_id)'
    const params = { __types: ['pricingPlan'], __rawQuery: '' }
    const found = (query: string) => client().fetch(list, { ...params, __query: query })
    expect(await found('*')).toEqual([{ _id: 'pricingPlan-pro' }])
    // Whole words or, ending in *, their beginnings, anywhere in the document or its id ("pricingPlan" is two words).
    expect(await found('pr*')).toEqual([{ _id: 'pricingPlan-pro' }])
    expect(await found('plan pro')).toEqual([{ _id: 'pricingPlan-pro' }])
    expect(await found('b')).toEqual([{ _id: 'pricingPlan-pro' }])
    expect(await found('pr')).toEqual([])
    expect(await found('pro basic*')).toEqual([])
    // A field searched on its own, in a score as the reference search ranks its results.
    const scored =
      '*[_type in $__types] | score(boost(name match text::query($__query), 10), [@, _id] match text::query($__query)) [_score > 0]{ _id }'
    expect(await client().fetch(scored, { ...params, __query: 'pro*' })).toEqual([{ _id: 'pricingPlan-pro' }])
    expect(await client().fetch(scored, { ...params, __query: 'basic*' })).toEqual([])
    await expect(found('-pro')).rejects.toMatchObject({ statusCode: 400 })
    await expect(found('"pro plan"')).rejects.toMatchObject({ statusCode: 400 })
  })

  it('serves documents outside the root path (ids with a dot) to requests with a token only', async () => {
    expect(await client().fetch('count(*)')).toBe(1)
    expect(await client().getDocument('inbox.one')).toBeUndefined()
    expect(await client(TOKENS.read).getDocument('inbox.one')).toMatchObject({ name: 'Ada' })
  })

  it('refuses unknown tokens, and mutations without the write token', async () => {
    await expect(client('sk-guessed').fetch('count(*)')).rejects.toMatchObject({ statusCode: 401 })
    const create = (token?: string) => client(token).create({ _id: 'faq-new', _type: 'faq' })
    await expect(create()).rejects.toMatchObject({ statusCode: 401 })
    await expect(create(TOKENS.read)).rejects.toMatchObject({ statusCode: 403 })
    expect(standIn.lake.document('faq-new')).toBeUndefined()
  })

  it('applies create, createIfNotExists, createOrReplace, patch set/unset/inc and delete like Sanity', async () => {
    const writer = client(TOKENS.write)
    await writer.create({ _id: 'faq-a', _type: 'faq', question: 'Q?', answer: 'A.' })
    await expect(writer.create({ _id: 'faq-a', _type: 'faq' })).rejects.toMatchObject({ statusCode: 409 })
    await writer.createIfNotExists({ _id: 'faq-a', _type: 'faq', question: 'ignored' })
    expect(standIn.lake.document('faq-a')?.question).toBe('Q?')
    await writer
      .patch('faq-a')
      .set({ question: 'Why?' })
      .unset(['answer'])
      .setIfMissing({ order: 1 })
      .inc({ order: 2 })
      .commit()
    expect(standIn.lake.document('faq-a')).toMatchObject({ question: 'Why?', order: 3 })
    expect(standIn.lake.document('faq-a')).not.toHaveProperty('answer')
    await writer.createOrReplace({ _id: 'faq-a', _type: 'faq', question: 'Replaced' })
    expect(await client().fetch('*[_id == "faq-a"][0].question')).toBe('Replaced')
    await writer.delete('faq-a')
    expect(standIn.lake.document('faq-a')).toBeUndefined()
  })

  it('edits a draft and publishes it through the Actions API, as the Studio does', async () => {
    const writer = client(TOKENS.write)
    await writer.action([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.pricingPlan-pro',
        publishedId: 'pricingPlan-pro',
        patch: { set: { price: 6999 } },
      },
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.pricingPlan-pro',
        publishedId: 'pricingPlan-pro',
      },
    ])
    expect(await client().fetch('*[_id == "pricingPlan-pro"][0]{ name, price }')).toEqual({
      name: 'Pro (draft)',
      price: 6999,
    })
    expect(standIn.lake.document('drafts.pricingPlan-pro')).toBeUndefined()
  })

  it('publishes only the draft revision asked for (ifDraftRevisionId), as Sanity does', async () => {
    const writer = client(TOKENS.write)
    await writer.create({ _id: 'drafts.faq-rev', _type: 'faq', question: 'First' })
    const seen = standIn.lake.document('drafts.faq-rev')!._rev!
    await writer.patch('drafts.faq-rev').set({ question: 'Second' }).commit()
    const publish = (ifDraftRevisionId: string) =>
      writer.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.faq-rev',
        publishedId: 'faq-rev',
        ifDraftRevisionId,
      })
    await expect(publish(seen)).rejects.toMatchObject({ statusCode: 409 })
    expect(standIn.lake.document('faq-rev')).toBeUndefined()
    await publish(standIn.lake.document('drafts.faq-rev')!._rev!)
    expect(standIn.lake.document('faq-rev')).toMatchObject({ question: 'Second' })
  })

  it('answers the Studio’s document timeline with an empty history, in the shapes the Studio reads', async () => {
    const history = (path: string) => client(TOKENS.read).request({ url: `/data/history/production/${path}` })
    expect(await history('events/documents/drafts.pricingPlan-pro?limit=100')).toEqual({ events: {}, nextCursor: '' })
    expect(await history('documents/pricingPlan-pro?revision=abc')).toEqual({ documents: [] })
    // The transaction log is NDJSON, one transaction a line: none here.
    const log = await fetch(`${standIn.lake.apiHost}/v1/data/history/production/transactions/pricingPlan-pro`, {
      headers: { authorization: `Bearer ${TOKENS.read}` },
    })
    expect([log.status, log.headers.get('content-type'), await log.text()]).toEqual([200, 'application/x-ndjson', ''])
    await expect(client().request({ url: '/data/history/production/documents/pricingPlan-pro' })).rejects.toMatchObject(
      { statusCode: 401 },
    )
    await expect(history('nowhere/pricingPlan-pro')).rejects.toMatchObject({ statusCode: 404 })
  })
})
