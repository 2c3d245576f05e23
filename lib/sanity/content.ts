import 'server-only'
import { cache } from 'react'
import { sanityFetch } from './fetch'
import { featuresPageQuery, homePageQuery, notFoundPageQuery, pricingPageQuery, siteChromeQuery } from './queries'

/**
 * Named reads for the pages. Each lists the document types it depends on (its cache tags) and fails
 * loudly when a required document is missing: a page must never publish empty.
 */
function required<T>(value: T | null | undefined, what: string): T {
  if (value == null) throw new Error(`Content missing: ${what}. Create and publish it in the Studio.`)
  return value
}

export const getSiteChrome = cache(async () => {
  const chrome = await sanityFetch({ query: siteChromeQuery, tags: ['siteSettings', 'navigation'] })
  return { settings: required(chrome.settings, 'Site settings'), navigation: required(chrome.navigation, 'Header navigation') }
})

export const getHomePage = cache(async () =>
  required(await sanityFetch({ query: homePageQuery, tags: ['homePage', 'feature', 'faq'] }), 'Home page'),
)

export const getPricingPage = cache(async () =>
  required(await sanityFetch({ query: pricingPageQuery, tags: ['pricingPage', 'pricingPlan'] }), 'Pricing page'),
)

export const getFeaturesPage = cache(async () =>
  required(await sanityFetch({ query: featuresPageQuery, tags: ['featuresPage', 'feature'] }), 'Features page'),
)

export const getNotFoundPage = cache(async () =>
  required(await sanityFetch({ query: notFoundPageQuery, tags: ['notFoundPage'] }), 'Not-found page'),
)
