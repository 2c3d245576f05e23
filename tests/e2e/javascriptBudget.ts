import type { Page } from '@playwright/test'
import { EVERY_SECTION_PATH } from '../support/sitePages'

/**
 * What a visitor's browser downloads per page type: JavaScript (gzip, as transferred, no interaction, the prefetched
 * routes' code included). Budgets that catch a client library creeping onto pages that do not need it. Deterministic
 * for a given build, so they belong in the suite (every page is held to its budget by
 * tests/e2e/site/every-page.spec.ts); timings and Lighthouse scores do not (`npm run bench`).
 *
 * Budgets are set above bare Next.js, the framework's own share that every page pays: `npm run bench` measures it (a
 * one-page app with one `next/link`, built with the same packages). The goals allow content pages 10 KB over it, the
 * landing and pricing pages 45 KB, the sign-in page Clerk's own code on top. Each allowance below is everything a page
 * of that type adds to bare Next, the site's share of every page included: the header and analytics, both error
 * boundaries (app/(site)/error.tsx and app/global-error.tsx, about 1.5 KB as served: chunks under 1 KB go uncompressed;
 * what they show loads only after a failure) and the experiments' share of analytics (about 0.3 KB: the test for the
 * enrolment cookie, the import of lib/experiments/tagging.ts that only an enrolled browser makes, and holding a goal
 * sent before the tracker starts). Content pages are held at the goal's line (see below); the other types at today's
 * figure plus 0.2 KB, for the few bytes a rebuild moves (module ids, chunk boundaries), well within their goals.
 * Measured figures in docs/records/performance.md.
 */
export const BARE_NEXT_KB = 135.5 // next 16.4.6; measure again with `npm run bench` after upgrading Next

/** An address no page has: the site's "not found" page. */
export const NOT_FOUND_PATH = '/a-page-that-does-not-exist'

/**
 * Every page is a content page unless named here. Content pages measure + 9.6 KB; the docs-like pages (docs, guide,
 * templates, /api) + 10.1: their copy buttons' island (components/content/CopyToClipboard.tsx), 0.06 KB over the goal's
 * line of + 10 KB.
 */
const CONTENT_OVER_BARE_KB = 10.1
const PAGE_TYPES: Record<string, { pages: string[]; overBareKb: number }> = {
  // The plans' purchase buttons and the FAQ's accordion: the home page, pricing, and the page showing every section.
  'landing and pricing': { pages: ['/', '/pricing', EVERY_SECTION_PATH], overBareKb: 11.3 },
  // A form or a client island beyond the header's: the contact form, the support page, the purchase confirmation.
  'with a form': { pages: ['/contact', '/support', '/payment-success'], overBareKb: 11.9 },
  // Unknown addresses have a root layout of their own (app/global-not-found.tsx), so their own chunks.
  'not found': { pages: [NOT_FOUND_PATH], overBareKb: 17.9 },
  // Clerk's own code (@clerk/*, with the form around it) is 52.7 KB of this; the rest is what every page loads.
  'sign-in': { pages: ['/auth'], overBareKb: 63.3 },
}

/** The page's type and its JavaScript budget in KB. */
export function javaScriptBudget(path: string): { type: string; overBareKb: number; kilobytes: number } {
  const [type, { overBareKb }] = Object.entries(PAGE_TYPES).find(([, { pages }]) => pages.includes(path)) ?? [
    'content',
    { overBareKb: CONTENT_OVER_BARE_KB },
  ]
  // To a tenth of a KB, as the figures are given: the sum of decimals would otherwise read 145.60000000000002.
  const tenths = (kilobytes: number) => Math.round(kilobytes * 10) / 10
  return { type, overBareKb, kilobytes: tenths(BARE_NEXT_KB + overBareKb) }
}

/** Counts the JavaScript the page downloads from now on; `total()` waits for every size to be known (KB). */
export function countJavaScript(page: Page) {
  const sizes: Promise<number>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize))
  })
  return { total: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024 }
}
