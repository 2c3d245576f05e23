import { describe, expect, it } from 'vitest'
import { getFreeTrial, getTrialOffer } from '@/lib/sanity/content/trial'
import { TRIAL_PATH } from '@/lib/site/routes'
import { seedDocuments } from '@/studio/seed'
import { studioMarkers } from '../../support/studioValidation'

/** The free trial's content rules, run as the Studio runs them before publishing, against the seed dataset. */
const seeded = seedDocuments.find((document) => document._id === 'freeTrial')!

async function problemsWith(changes: Record<string, unknown>) {
  const markers = await studioMarkers({ ...seeded, ...changes })
  return markers
    .filter((marker) => marker.level === 'error')
    .map((marker) => `${marker.path.join('.')}: ${marker.message}`)
}

describe('the free trial in the Studio', () => {
  it('takes the seed: 14 days of the Basic plan, 100 contacts', async () => {
    expect(await problemsWith({})).toEqual([])
    expect(seeded).toMatchObject({ trialDays: 14, contactLimit: 100, plan: { _ref: 'pricingPlan-basic' } })
  })

  it('refuses a length that is not a whole number of days from 1 to 90', async () => {
    for (const trialDays of [0, -3, 14.5, 91, undefined])
      expect(await problemsWith({ trialDays }), String(trialDays)).toEqual([expect.stringMatching(/^trialDays: /)])
    expect(await problemsWith({ trialDays: 90 })).toEqual([])
  })

  it('refuses a contact limit that is not a positive whole number', async () => {
    for (const contactLimit of [0, 99.5, undefined])
      expect(await problemsWith({ contactLimit }), String(contactLimit)).toEqual([
        expect.stringMatching(/^contactLimit: /),
      ])
  })

  it('refuses a plan that is not sold online, saying why', async () => {
    expect(await problemsWith({ plan: { _type: 'reference', _ref: 'pricingPlan-enterprise' } })).toEqual([
      'plan: Choose a plan bought online (Basic or Pro): the trial runs on its Stripe price.',
    ])
    expect(await problemsWith({ plan: { _type: 'reference', _ref: 'pricingPlan-pro' } })).toEqual([])
  })

  it('refuses texts without the value they must show', async () => {
    const page = seeded.page as Record<string, string>
    const account = seeded.account as Record<string, string>
    expect(await problemsWith({ page: { ...page, endsOnText: 'It ends soon.' } })).toEqual([
      'page.endsOnText: Include {date}.',
    ])
    expect(await problemsWith({ account: { ...account, daysLeftText: 'A few days left' } })).toEqual([
      'account.daysLeftText: Include {days}.',
    ])
    expect(await problemsWith({ page: { ...page, contactLimitText: 'Many contacts' } })).toEqual([
      'page.contactLimitText: Include {contacts}.',
    ])
  })

  it('asks for what the trial includes', async () => {
    expect(await problemsWith({ includes: [] })).toEqual([expect.stringMatching(/^includes: /)])
  })
})

describe('the trial content the site reads', () => {
  it('gives the pages every word, and the server the plan with its Stripe price', async () => {
    const trial = await getFreeTrial()
    expect(trial).toMatchObject({ trialDays: 14, contactLimit: 100, planTitle: 'Basic' })
    expect(trial.includes.length).toBeGreaterThan(0)
    expect(await getTrialOffer()).toEqual({
      trialDays: 14,
      plan: {
        planKey: 'basic',
        title: 'Basic',
        stripeLookupKey: 'basic_yearly',
        annualPriceUsd: 2999,
        action: 'checkout',
        listed: true,
      },
    })
  })

  it('points every "free trial" call to action of the seed at the trial', () => {
    const links = JSON.stringify(seedDocuments).match(/"label":"Start Your Free Trial","href":"[^"]*"/g) ?? []
    expect(links.length).toBeGreaterThan(0)
    expect(links.every((found) => found.endsWith(`"href":"${TRIAL_PATH}"`))).toBe(true)
  })
})
