import { describe, expect, it, vi } from 'vitest'
import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data'
import type { PublicPage } from '@/lib/sanity/content/pages'
import { pathFor } from '@/lib/site/routes'

/**
 * robots.txt against the sitemap: every address the sitemap offers may be crawled, over the bundled content and pages
 * a marketer could add whose addresses begin like a blocked one ("/trial-terms"); what is private stays blocked.
 */
const MADE_UP_SLUGS = ['trial-terms', 'authors', 'accountants', 'studios', 'payment-successes', 'apis']

vi.mock('@/lib/sanity/content/pages', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/sanity/content/pages')>()
  return {
    ...original,
    getPublicPages: async (): Promise<PublicPage[]> => [
      ...(await original.getPublicPages()),
      ...MADE_UP_SLUGS.map((slug) => ({
        path: pathFor('page', slug)!,
        title: slug,
        description: null,
        updatedAt: null,
        type: 'page',
      })),
    ],
  }
})

/** A rule's pattern as RFC 9309 §2.2.3 reads it: from the path's start, "*" any characters, a final "$" its end. */
const patternOf = (rule: string) =>
  new RegExp(
    `^${rule
      .replace(/\$$/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, (character) =>
        character === '*' ? '.*' : `\\${character}`,
      )}${rule.endsWith('$') ? '$' : ''}`,
  )

/** Whether robots.txt's `*` group lets a crawler fetch `path`: the longest matching rule wins, Allow on a tie (§2.2.2). */
function allowed(robotsTxt: string, path: string): boolean {
  const rules = robotsTxt.split('\n').flatMap((line) => {
    const [, kind, rule] = /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim()) ?? []
    return kind && rule ? [{ allow: kind === 'Allow', rule }] : []
  })
  const matching = rules
    .filter(({ rule }) => patternOf(rule).test(path))
    .sort((a, b) => b.rule.length - a.rule.length || Number(b.allow) - Number(a.allow))
  return matching[0]?.allow ?? true
}

async function robotsTxt() {
  const { default: robots } = await import('@/app/robots')
  return resolveRobots(robots())
}

describe('robots.txt', () => {
  it('lets crawlers fetch every address in the sitemap, pages named like a private one included', async () => {
    const { default: sitemap } = await import('@/app/sitemap')
    const paths = (await sitemap()).map((entry) => new URL(entry.url).pathname)
    expect(paths).toContain('/trial-terms')
    expect(paths.length).toBeGreaterThan(40)
    const text = await robotsTxt()
    expect(paths.filter((path) => !allowed(text, path))).toEqual([])
  })

  it('keeps the Studio, the API routes, sign-in, the account, the trial and the purchase confirmation out', async () => {
    const text = await robotsTxt()
    for (const path of [
      '/studio',
      '/studio/structure',
      '/api/checkout',
      '/auth',
      '/auth?redirect_url=%2Faccount',
      '/account',
      '/account/',
      '/trial',
      '/trial?plan=pro',
      '/payment-success?session_id=cs_1',
    ])
      expect({ path, allowed: allowed(text, path) }).toEqual({ path, allowed: false })
    for (const path of ['/', '/api', '/pricing', '/authors', '/trial-terms'])
      expect({ path, allowed: allowed(text, path) }).toEqual({ path, allowed: true })
  })
})
