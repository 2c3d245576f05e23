import { describe, expect, it } from 'vitest'
import { publicEnv } from '@/lib/env/public'
import { seedDocuments } from '@/studio/seed'
import { studioMarkers } from '../../support/studioValidation'

/**
 * The Studio's rules for a redirect, run as the Studio runs them before publishing (`validateDocument`), against
 * the bundled content plus the redirects each test adds, read through a client that evaluates GROQ like the
 * Content Lake.
 */

type Fields = { source?: string; destination?: string; statusCode?: number; enabled?: boolean }
let ids = 0
const redirect = (fields: Fields, _id = `redirect-test-${++ids}`) => ({
  _id,
  _type: 'redirect',
  statusCode: 308,
  enabled: true,
  ...fields,
})

/** The Studio's messages for `document` by field, in a dataset of the seed plus `others`. */
async function problems(document: Record<string, unknown>, others: Record<string, unknown>[] = []) {
  const markers = await studioMarkers(document, others)
  return markers
    .filter((marker) => marker.level === 'error')
    .map((marker) => `${String(marker.path[0])}: ${marker.message}`)
}

describe('the Studio’s rules for a redirect', () => {
  it('accept the bundled redirects and a new well-formed one', async () => {
    for (const document of seedDocuments.filter(({ _type }) => _type === 'redirect')) {
      expect(await problems(document), document._id).toEqual([])
    }
    expect(await problems(redirect({ source: '/blog/old-article', destination: '/blog' }))).toEqual([])
    expect(await problems(redirect({ source: '/partners', destination: 'https://partners.example.com/?a=1' }))).toEqual(
      [],
    )
  })

  it('require both addresses and a kind', async () => {
    expect(await problems(redirect({ statusCode: undefined }))).toEqual([
      'source: Required',
      'destination: Required',
      'statusCode: Required',
    ])
    expect(await problems(redirect({ source: '/a', destination: '/b', statusCode: 303 }))).toEqual([
      'statusCode: Value "303" did not match any allowed values',
    ])
  })

  it('refuse malformed addresses', async () => {
    expect(await problems(redirect({ source: 'old page', destination: 'new page' }))).toEqual([
      'source: Start with a slash, e.g. /old-page.',
      'destination: Enter a path on this site (/new-page) or a full address (https://example.com/page).',
    ])
    expect(await problems(redirect({ source: '/old/', destination: 'ftp://example.com' }))).toEqual([
      'source: Use single slashes, and none at the end.',
      'destination: Only http and https addresses can be sent to.',
    ])
    expect(await problems(redirect({ source: '/studio/desk', destination: '/blog' }))).toEqual([
      'source: /studio belongs to the site itself and cannot be redirected.',
    ])
    expect(await problems(redirect({ source: '/launch', destination: 'https://example.com/launch\n' }))).toEqual([
      'destination: Remove the line break, tab or other invisible control character: an address cannot contain one.',
    ])
  })

  it('refuse a source that is the address of a page, fixed or published', async () => {
    expect(await problems(redirect({ source: '/pricing', destination: '/blog' }))).toEqual([
      'source: /pricing is a page of the site: a redirect from it would hide the page.',
    ])
    expect(await problems(redirect({ source: '/privacy', destination: '/terms' }))).toEqual([
      'source: /privacy is the address of a published page: a redirect from it would hide the page.',
    ])
    const article = seedDocuments.find(({ _type }) => _type === 'blogPost')!
    const slug = (article.slug as { current: string }).current
    expect(await problems(redirect({ source: `/blog/${slug}`, destination: '/blog' }))).toEqual([
      `source: /blog/${slug} is the address of a published page: a redirect from it would hide the page.`,
    ])
    // Only a draft at that address: not a page yet.
    const draft = { ...article, _id: 'drafts.blogPost-new', slug: { _type: 'slug', current: 'coming-soon' } }
    expect(await problems(redirect({ source: '/blog/coming-soon', destination: '/blog' }), [draft])).toEqual([])
  })

  it('refuse a second redirect from one source, but not the same redirect’s own draft', async () => {
    const published = redirect({ source: '/old', destination: '/blog' }, 'redirect-old')
    expect(await problems(redirect({ source: '/old', destination: '/pricing' }), [published])).toEqual([
      'source: Another redirect already leads away from /old.',
    ])
    expect(await problems({ ...published, _id: 'drafts.redirect-old', destination: '/pricing' }, [published])).toEqual(
      [],
    )
    // A redirect that is off does not count.
    expect(
      await problems(redirect({ source: '/old', destination: '/pricing' }), [{ ...published, enabled: false }]),
    ).toEqual([])
  })

  it('refuse a redirect to itself, loops and chains', async () => {
    expect(await problems(redirect({ source: '/old', destination: `${publicEnv.NEXT_PUBLIC_SITE_URL}/old` }))).toEqual([
      'destination: A redirect cannot lead to its own address.',
    ])
    const others = [
      redirect({ source: '/b', destination: '/c' }),
      redirect({ source: '/c', destination: '/a?from=c' }),
      redirect({ source: '/x', destination: '/y' }),
    ]
    expect(await problems(redirect({ source: '/a', destination: '/b' }), others)).toEqual([
      'destination: This would make a loop: /a → /b → /c → /a.',
    ])
    expect(await problems(redirect({ source: '/d', destination: '/b' }), others)).toEqual([
      'destination: /b redirects again (/d → /b → /c → /a): send visitors to /a directly.',
    ])
    expect(await problems(redirect({ source: '/y', destination: '/blog' }), others)).toEqual([
      'destination: /x redirects to /y: visitors would be sent twice. Point that redirect at /blog first.',
    ])
  })
})
