import { describe, expect, it } from 'vitest'
import { queryEmbedded } from '@/lib/sanity/embedded'
import { assertParams } from '@/lib/sanity/params'
import { sectionsOfType } from '@/lib/sanity/sections'
import * as marketing from '@/lib/sanity/content/marketing'
import * as pricing from '@/lib/sanity/content/pricing'
import * as site from '@/lib/sanity/content/site'
import type {
  FeaturesPageQueryResult,
  HomePageQueryResult,
  PricingPageQueryResult,
  SiteChromeQueryResult,
} from '@/sanity/types'

/** The queries the pages run, evaluated over the embedded dataset exactly as the site does. */

// Every GROQ query the site defines, from every content module (each `…Query` export).
const contentModules = import.meta.glob<Record<string, unknown>>('../../../lib/sanity/content/*.ts', { eager: true })
const allQueries = Object.values(contentModules)
  .flatMap((module) => Object.entries(module))
  .filter((entry): entry is [string, string] => entry[0].endsWith('Query') && typeof entry[1] === 'string')
const queries = { ...site, ...marketing, ...pricing }

/** The bundled content runs no A/B experiment (docs/experiments.md): the experiments' reads find none in it. */
const EXPERIMENT_QUERIES = new Set(['runningExperimentsQuery', 'runningVariantsQuery', 'experimentVariantsQuery'])

describe('queries over the embedded dataset', () => {
  it('finds the queries of every part of the site', () => {
    expect(allQueries.length).toBeGreaterThan(20)
  })

  it.each(allQueries.filter(([name]) => EXPERIMENT_QUERIES.has(name)))(
    '%s finds no experiment in the bundled content',
    async (_name, query) => {
      expect(await queryEmbedded(query)).toEqual([])
    },
  )

  it.each(allQueries.filter(([name, query]) => !query.includes('$') && !EXPERIMENT_QUERIES.has(name)))(
    '%s returns content',
    async (_name, query) => {
      const result = await queryEmbedded(query)
      expect(result).not.toBeNull()
      expect(Array.isArray(result) ? result.length : 1).toBeGreaterThan(0)
    },
  )

  it('site chrome: both product names, contact details, the footer and the header links', async () => {
    const { settings, navigation } = await queryEmbedded<SiteChromeQueryResult>(queries.siteChromeQuery)
    expect(settings?.companyName).toBe('Persistly')
    expect(settings?.appName).toBe('Persistly Outreach')
    expect(settings?.contact.address).toContain('San Francisco')
    expect(settings?.footer.columns.flatMap((column) => column.links.map((link) => link.href))).toHaveLength(15)
    expect(navigation?.links.map((link) => [link.label, link.anchor])).toEqual([
      ['Features', 'features'],
      ['How It Works', 'how-it-works'],
      ['Pricing', 'pricing'],
      ['FAQ', 'faq'],
    ])
  })

  it("home page: the spec's sections in order with the anchors the header links to, references resolved", async () => {
    const home = await queryEmbedded<HomePageQueryResult>(queries.homePageQuery)
    const sections = home?.sections ?? []
    expect(sections.map((section) => [section._type, section.anchor])).toEqual([
      ['heroSection', 'hero'],
      ['featureGridSection', 'features'],
      ['stepsSection', 'how-it-works'],
      ['pricingSection', 'pricing'],
      ['faqSection', 'faq'],
      ['callToActionSection', null],
    ])
    const [features] = sectionsOfType(sections, 'featureGridSection')
    expect(features.features.every((feature) => feature?.title && feature.description && feature.icon)).toBe(true)
    expect(sectionsOfType(sections, 'stepsSection')[0].steps).toHaveLength(4)
    const [faq] = sectionsOfType(sections, 'faqSection')
    expect(faq.questions).toHaveLength(8)
    expect(faq.questions.every((entry) => entry?.question && entry.answer)).toBe(true)
    // No plans chosen: the pricing page's, with its badge and purchase messages.
    const [pricingSection] = sectionsOfType(sections, 'pricingSection')
    expect(pricingSection.plans?.map((plan) => plan?.planKey)).toEqual(['basic', 'pro', 'enterprise'])
    expect(pricingSection.purchaseMessages?.signInText).toBe('Please sign in to make a purchase.')
    const [cta] = sectionsOfType(sections, 'callToActionSection')
    expect(cta.primaryLink.label).toBe('Start Your Free Trial')
    expect(cta.secondaryLink?.label).toBe('Schedule a Demo')
    expect(cta.note).toBe('No credit card required. 14-day free trial.')
  })

  it('pricing: Basic, Pro and Enterprise with their yearly prices, Pro the only popular plan', async () => {
    const pricing = await queryEmbedded<PricingPageQueryResult>(queries.pricingPageQuery)
    const plans = pricing?.section.plans.map((plan) => [
      plan?.title,
      plan?.priceLabel,
      plan?.pricePeriod ?? null,
      plan?.isPopular,
      plan?.action,
    ])
    expect(plans).toEqual([
      ['Basic', '$2,999', '/year', false, 'checkout'],
      ['Pro', '$4,999', '/year', true, 'checkout'],
      ['Enterprise', 'Custom', null, false, 'link'],
    ])
    expect(pricing?.section.plans[2]?.href).toBe('/contact')
  })

  it('pricing: the Stripe lookup keys are not sent to the page', async () => {
    const pricing = await queryEmbedded<PricingPageQueryResult>(queries.pricingPageQuery)
    expect(JSON.stringify(pricing)).not.toMatch(/stripeLookupKey|_yearly/)
  })

  it('features page: the six cards from the specification', async () => {
    const page = await queryEmbedded<FeaturesPageQueryResult>(queries.featuresPageQuery)
    expect(page?.features.map((feature) => feature?.title)).toEqual([
      'AI-Powered Automation',
      'Smart Personalization',
      'Advanced Analytics',
      'Automated Follow-ups',
      'Template Library',
      'Enterprise Security',
    ])
  })
})

describe('query parameters', () => {
  it('a parameter the query names but the caller forgot is an error, not a silent null', () => {
    expect(() => assertParams('*[_type == "post" && slug.current == $slug][0]', {})).toThrow('$slug')
    expect(() => assertParams('*[slug.current == $slug]', { slug: 'a' })).not.toThrow()
  })
})
