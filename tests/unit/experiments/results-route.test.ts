import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { experimentResults, resultsResponse, type ResultsDependencies } from '@/lib/experiments/results'
import { ENROLMENT_EVENT, FIRST_GOAL_PROPERTY } from '@/lib/experiments/tagging'
import { startPlausibleStandIn } from '../../stand-ins/plausible'
import { contentLakeStandIn } from '../../support/contentLakeStandIn'

/**
 * What GET /api/studio/experiments/<id>/results answers: the Studio user is proven by a preview secret written with
 * their session (as for draft mode), the experiment is read from the Content Lake stand-in, the counts come from the
 * Plausible stand-in.
 */
const TOKENS = { read: 'sk-viewer', write: 'sk-editor' }
const STATS_KEY = 'stats-key'
const SITE = 'persistly.test'
const HOUR = 3_600_000
const startedAt = new Date(Date.now() - HOUR).toISOString()

const experiment = (id: string, fields: object) => ({
  _id: id,
  _type: 'experiment',
  name: id,
  goal: 'Trial Started',
  variants: [
    { _key: 'control', variantId: 'control', label: 'Get Started', weight: 50 },
    { _key: 'b', variantId: 'b', label: 'Start Your Free Trial', weight: 50 },
  ],
  ...fields,
})

const lake = contentLakeStandIn({
  tokens: TOKENS,
  documents: [
    experiment('exp-running', { state: 'running', startedAt }),
    // Stopped a minute after it started: later events are not its results.
    experiment('exp-stopped', {
      state: 'stopped',
      startedAt,
      stoppedAt: new Date(Date.now() - HOUR + 60_000).toISOString(),
    }),
    experiment('exp-draft', { state: 'draft' }),
  ],
})
let plausible: Awaited<ReturnType<typeof startPlausibleStandIn>>
let secret: string

beforeAll(async () => {
  plausible = await startPlausibleStandIn({ statsKey: STATS_KEY })
  ;({ secret } = await createPreviewSecret(lake.client(TOKENS.write), 'experiment-results', '/studio', 'p-editor'))
  for (const [visitor, variant, name, first] of [
    ['v1', 'control', ENROLMENT_EVENT],
    ['v1', 'control', 'pageview'],
    ['v2', 'b', ENROLMENT_EVENT],
    ['v2', 'b', 'pageview'],
    ['v2', 'b', 'Trial Started', 'yes'],
  ])
    await fetch(plausible.eventEndpoint, {
      method: 'POST',
      headers: { 'user-agent': visitor },
      body: JSON.stringify({
        n: name,
        u: `https://${SITE}/`,
        d: SITE,
        p: { experiment: 'exp-running', variant, ...(first ? { [FIRST_GOAL_PROPERTY]: first } : {}) },
      }),
    })
})
afterAll(() => plausible.close())

const configured = () => ({
  PLAUSIBLE_STATS_API_KEY: STATS_KEY,
  PLAUSIBLE_SITE_ID: SITE,
  PLAUSIBLE_API_HOST: plausible.origin,
})
const ask = (id: string, { bearer = secret, env = configured() as ResultsDependencies['env'], reader = true } = {}) =>
  experimentResults(
    new Request(`https://persistly.test/api/studio/experiments/${id}/results`, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    }),
    id,
    { reader: reader ? lake.client(TOKENS.read) : null, env },
  )

describe('the experiment results route', () => {
  it('answers a Studio user the counts per variant, from the events Plausible recorded', async () => {
    const answer = await ask('exp-running')
    expect(answer).toMatchObject({
      status: 'ready',
      counts: [
        { variantId: 'control', label: 'Get Started', visitors: 1, conversions: 0, share: 50 },
        { variantId: 'b', label: 'Start Your Free Trial', visitors: 1, conversions: 1, share: 50 },
      ],
      goal: 'Trial Started',
      from: startedAt,
    })
    const response = resultsResponse(answer)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('401 without a secret, with one the Studio never wrote, an hour-old one or a shared preview link’s', async () => {
    const writer = lake.client(TOKENS.write)
    // A shared preview link's secret never expires; one-hour secrets are refused after their hour.
    await writer.createOrReplace({
      _id: 'sanity-preview-url-secret.share-access',
      _type: 'sanity.previewUrlShareAccess',
      secret: 'shared-link-secret',
      studioUrl: '/studio',
    })
    const { secret: hourOld } = await createPreviewSecret(writer, 'experiment-results', '/studio', 'p-editor')
    const [id] = await lake
      .client(TOKENS.read, 'raw')
      .fetch<string[]>('*[_type == "sanity.previewUrlSecret" && secret == $secret]._id', { secret: hourOld })
    const backdated = await fetch(`${lake.lake.apiHost}/v1/stand-in/backdate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKENS.write}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, seconds: 3601 }),
    })
    expect(backdated.status).toBe(200)
    for (const bearer of ['', `${secret}x`, 'shared-link-secret', hourOld]) {
      const answer = await ask('exp-running', { bearer })
      expect(answer).toEqual({ status: 'unauthorised' })
      expect(resultsResponse(answer).status).toBe(401)
    }
  })

  it('without the Stats API key, says which variable to set (503), and sends nothing to Plausible', async () => {
    const answer = await ask('exp-running', { env: { PLAUSIBLE_SITE_ID: SITE } })
    expect(answer).toEqual({ status: 'unconfigured', missing: ['PLAUSIBLE_STATS_API_KEY'] })
    expect(resultsResponse(answer).status).toBe(503)
  })

  it('without the viewer token it cannot check who asks: 503 naming it', async () => {
    expect(await ask('exp-running', { reader: false })).toEqual({
      status: 'unconfigured',
      missing: ['SANITY_API_READ_TOKEN'],
    })
  })

  it('a stopped experiment counts only until it stopped', async () => {
    expect(await ask('exp-stopped')).toMatchObject({ status: 'ready', to: expect.stringMatching(/^\d{4}-/) })
    const answer = await ask('exp-stopped')
    if (answer.status !== 'ready') throw new Error(answer.status)
    expect(Date.parse(answer.to)).toBeLessThan(Date.now() - HOUR + 61_000)
  })

  it('409 for an experiment not started, 404 for none, 400 for a draft id', async () => {
    expect(resultsResponse(await ask('exp-draft')).status).toBe(409)
    expect(resultsResponse(await ask('exp-missing')).status).toBe(404)
    expect(resultsResponse(await ask('drafts.exp-running')).status).toBe(400)
  })

  it('a Plausible that refuses the key: 502 with its reason', async () => {
    const answer = await ask('exp-running', { env: { ...configured(), PLAUSIBLE_STATS_API_KEY: 'revoked' } })
    expect(answer).toMatchObject({ status: 'failed', message: expect.stringMatching(/Plausible answered 401/) })
    expect(resultsResponse(answer).status).toBe(502)
  })
})
