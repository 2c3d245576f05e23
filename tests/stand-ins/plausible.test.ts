import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPlausibleStandIn } from './plausible'

/**
 * The Plausible stand-in answers the Stats API honestly: with the key only, from the events it recorded, and 400 for
 * what it does not compute rather than a wrong answer. (What it counts is checked through the site's client in
 * tests/unit/experiments/plausible-stats.test.ts.)
 */
const KEY = 'stats-key-for-tests'
const SITE = 'persistly.test'
let standIn: Awaited<ReturnType<typeof startPlausibleStandIn>>

beforeAll(async () => {
  standIn = await startPlausibleStandIn({ statsKey: KEY })
  for (const name of ['pageview', 'Get Started'])
    await fetch(standIn.eventEndpoint, {
      method: 'POST',
      headers: { 'user-agent': 'one visitor' },
      body: JSON.stringify({ name, url: `https://${SITE}/pricing`, domain: SITE }),
    })
})
afterAll(() => standIn.close())

describe('the Plausible stand-in', () => {
  const query = (body: unknown, key = KEY) =>
    fetch(`${standIn.origin}/api/v2/query`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const valid = { site_id: SITE, metrics: ['visitors'], date_range: 'all' }

  it('answers a query it supports, from the events it recorded', async () => {
    const response = await query({
      ...valid,
      metrics: ['visitors', 'events', 'pageviews'],
      dimensions: ['event:page'],
      filters: [['is_not', 'event:goal', ['Signup Completed']]],
    })
    expect(response.status).toBe(200)
    expect((await response.json()).results).toEqual([{ dimensions: ['/pricing'], metrics: [1, 2, 1] }])
  })

  it('counts nothing for another site', async () => {
    const response = await query({ ...valid, site_id: 'elsewhere.test' })
    expect((await response.json()).results).toEqual([{ dimensions: [], metrics: [0] }])
  })

  it.each([
    ['a metric it does not compute', { ...valid, metrics: ['bounce_rate'] }, /metric "bounce_rate"/],
    ['a dimension it does not know', { ...valid, dimensions: ['visit:country'] }, /dimension "visit:country"/],
    ['an operator it does not support', { ...valid, filters: [['contains', 'event:page', ['/']]] }, /operator/],
    ['a date range shortcut it does not know', { ...valid, date_range: '7d' }, /date_range/],
    ['a query key it does not support', { ...valid, order_by: [['visitors', 'desc']] }, /order_by/],
    ['no site', { metrics: ['visitors'], date_range: 'all' }, /site_id/],
  ])('refuses %s with 400', async (_, body, reason) => {
    const response = await query(body)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(reason)
  })

  it('refuses a query without the key', async () => {
    expect((await query(valid, 'not-the-key')).status).toBe(401)
  })
})
