import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countVariants, statsSettings, type StatsSettings } from '@/lib/experiments/plausibleStats'
import { ENROLMENT_EVENT, FIRST_GOAL_PROPERTY } from '@/lib/experiments/tagging'
import { startPlausibleStandIn } from '../../stand-ins/plausible'

/**
 * The Stats API client against the Plausible stand-in (tests/stand-ins/plausible.ts), which answers from the events it
 * was sent: the counts are what the events say, and the queries are ones Plausible's API takes.
 */
const KEY = 'stats-key-for-tests'
const SITE = 'persistly.test'
let standIn: Awaited<ReturnType<typeof startPlausibleStandIn>>
let settings: StatsSettings

beforeAll(async () => {
  standIn = await startPlausibleStandIn({ statsKey: KEY })
  settings = { apiKey: KEY, siteId: SITE, apiHost: standIn.origin }
})
afterAll(() => standIn.close())

/** One visitor (told apart by User-Agent, as Plausible tells them apart) sending an event. */
async function send(visitor: string, name: string, props: Record<string, string>, domain = SITE) {
  const response = await fetch(standIn.eventEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'user-agent': `visitor ${visitor}` },
    body: JSON.stringify({ n: name, u: `https://${SITE}/`, d: domain, p: JSON.stringify(props) }),
  })
  expect(response.status).toBe(202)
}

const VARIANTS = [
  { variantId: 'control', label: 'Get Started', share: 50 },
  { variantId: 'b', label: 'Start Your Free Trial', share: 50 },
]
const experiment = (experimentId: string) => ({
  experimentId,
  goal: 'Trial Started',
  variants: VARIANTS,
  from: new Date(Date.now() - 3_600_000),
  to: new Date(Date.now() + 3_600_000),
})

describe('the Stats API client', () => {
  it('counts enrolled browsers and converted browsers per variant, each once, for this experiment and goal only', async () => {
    const tag = (variant: string) => ({ experiment: 'exp-hero', variant })
    const first = (variant: string) => ({ ...tag(variant), [FIRST_GOAL_PROPERTY]: 'yes' })
    // Control: three browsers enrol; c1 reaches the goal (its first, marked) and again (not marked).
    for (const visitor of ['c1', 'c2', 'c3']) await send(visitor, ENROLMENT_EVENT, tag('control'))
    await send('c1', 'pageview', tag('control'))
    await send('c1', 'Trial Started', first('control'))
    await send('c1', 'Trial Started', tag('control'))
    // c1 the next day: Plausible's daily hash makes it a new visitor, but the browser sends no second enrolment.
    await send('c1 next day', 'pageview', tag('control'))
    await send('c1 next day', 'Trial Started', tag('control'))
    // B: two browsers enrol and convert; one also reaches another goal, which does not count.
    for (const visitor of ['b1', 'b2']) {
      await send(visitor, ENROLMENT_EVENT, tag('b'))
      await send(visitor, 'Trial Started', first('b'))
    }
    await send('b1', 'Get Started', first('b'))
    // Not this experiment, not this site, before any enrolment (no experiment at all).
    await send('x1', 'Trial Started', { experiment: 'exp-other', variant: 'b', [FIRST_GOAL_PROPERTY]: 'yes' })
    await send('x2', 'Trial Started', first('b'), 'elsewhere.test')
    await send('x3', 'Trial Started', {})

    expect(await countVariants(experiment('exp-hero'), settings)).toEqual([
      { variantId: 'control', label: 'Get Started', visitors: 3, conversions: 1, share: 50 },
      { variantId: 'b', label: 'Start Your Free Trial', visitors: 2, conversions: 2, share: 50 },
    ])
  })

  it('counts nothing outside the time the experiment ran', async () => {
    await send('late', ENROLMENT_EVENT, { experiment: 'exp-window', variant: 'b' })
    const before = { ...experiment('exp-window'), to: new Date(Date.now() - 60_000) }
    expect((await countVariants(before, settings)).map(({ visitors }) => visitors)).toEqual([0, 0])
    expect((await countVariants(experiment('exp-window'), settings)).map(({ visitors }) => visitors)).toEqual([0, 1])
  })

  it('a variant nobody saw counts zero', async () => {
    expect(await countVariants(experiment('exp-unseen'), settings)).toEqual([
      { variantId: 'control', label: 'Get Started', visitors: 0, conversions: 0, share: 50 },
      { variantId: 'b', label: 'Start Your Free Trial', visitors: 0, conversions: 0, share: 50 },
    ])
  })

  it('a wrong key is refused, with Plausible’s reason', async () => {
    await expect(countVariants(experiment('exp-hero'), { ...settings, apiKey: 'wrong' })).rejects.toMatchObject({
      status: 401,
      message: expect.stringMatching(/^Plausible answered 401: Invalid API key/),
    })
  })

  it('an unreachable Plausible is an error that says so', async () => {
    await expect(
      countVariants(experiment('exp-hero'), { ...settings, apiHost: 'http://127.0.0.1:9' }),
    ).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/could not be reached/) })
  })
})

describe('the Stats API settings', () => {
  it('names what is missing', () => {
    expect(statsSettings({})).toEqual({
      missing: ['PLAUSIBLE_STATS_API_KEY', 'PLAUSIBLE_SITE_ID (or NEXT_PUBLIC_PLAUSIBLE_DOMAIN)'],
    })
    expect(statsSettings({ NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'persistly.ai' })).toEqual({
      missing: ['PLAUSIBLE_STATS_API_KEY'],
    })
  })

  it('reads the site from the public domain unless told, and Plausible’s own host unless told', () => {
    expect(
      statsSettings({ PLAUSIBLE_STATS_API_KEY: 'k', NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'persistly.ai,all.persistly.ai' }),
    ).toEqual({ settings: { apiKey: 'k', siteId: 'persistly.ai', apiHost: 'https://plausible.io' } })
    expect(
      statsSettings({
        PLAUSIBLE_STATS_API_KEY: 'k',
        NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'persistly.ai',
        PLAUSIBLE_SITE_ID: 'stats.persistly.ai',
        PLAUSIBLE_API_HOST: 'https://plausible.persistly.ai',
      }),
    ).toEqual({ settings: { apiKey: 'k', siteId: 'stats.persistly.ai', apiHost: 'https://plausible.persistly.ai' } })
  })
})
