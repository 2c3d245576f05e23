import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info'
import { describe, expect, it } from 'vitest'
import { config } from '@/proxy'
import { FIXED_ROUTES } from '@/lib/site/addresses'
import { ACCOUNT_PATH, AUTH_PATH, PAYMENT_SUCCESS_PATH, STUDIO_PATH } from '@/lib/site/routes'

/**
 * Which addresses run the proxy, with the matchers compiled as Next compiles them at build time. Requests that carry
 * no server-action or multipart header (the header matchers are checked in tests/e2e/site/hostile-requests.spec.ts).
 */
type CompiledMatcher = { regexp: string; has?: unknown[] }
/** The compiler `next build` runs on the matchers (internal to Next: not in its type declarations). */
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => CompiledMatcher[]
}
const matchers = getMiddlewareMatchers(config.matcher, {}).filter((matcher) => !matcher.has)
const runsProxy = (path: string) => matchers.some((matcher) => new RegExp(matcher.regexp).test(path))

describe('the proxy runs', () => {
  it('on no fixed route but those Clerk guards: they are never a redirect’s source nor an on-demand route’s', () => {
    const clerkPages = new Set([AUTH_PATH, ACCOUNT_PATH, PAYMENT_SUCCESS_PATH])
    for (const route of FIXED_ROUTES) expect(runsProxy(route), route).toBe(clerkPages.has(route))
  })

  it('on every other address: pages by slug, their copies and images, and any address a redirect may start from', () => {
    for (const path of [
      '/privacy',
      '/partner-programme',
      '/blog/maximizing-response-rates',
      '/blog/page/2',
      '/blog/category/strategy/rss.xml',
      '/documentation/getting-started.md',
      '/og/home',
      '/old-pricing',
      '/pricing/old',
      '/blog-archive',
      '/api/checkout',
    ])
      expect(runsProxy(path), path).toBe(true)
  })

  it('never on Next’s own files or the Studio', () => {
    for (const path of ['/_next/static/chunks/app.js', STUDIO_PATH, `${STUDIO_PATH}/structure`])
      expect(runsProxy(path), path).toBe(false)
  })
})
