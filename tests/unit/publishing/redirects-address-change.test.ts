import { describe, expect, it } from 'vitest'
import { planAddressChange, recordAddressChange } from '@/lib/redirects/addressChange'
import { REDIRECT_TYPE } from '@/lib/redirects/rules'
import { contentLakeStandIn } from '../../support/contentLakeStandIn'

/**
 * Publishing a page under a new address (the Studio's Publish action, studio/actions/redirectOnAddressChange.ts)
 * leaves a redirect from the old address: planned here, written with the real @sanity/client to the Content Lake
 * stand-in as the marketer's Studio writes it.
 */
const SITE = 'https://persistly.test'
const TOKENS = { write: 'sk-editor' }
const standIn = contentLakeStandIn({
  tokens: TOKENS,
  documents: [
    { _id: 'redirect-older', _type: REDIRECT_TYPE, source: '/blog/first-name', destination: '/blog/old-name' },
    { _id: 'redirect-elsewhere', _type: REDIRECT_TYPE, source: '/x', destination: '/y', statusCode: 301 },
    { _id: 'drafts.redirect-draft', _type: REDIRECT_TYPE, source: '/blog/old-name', destination: '/draft' },
  ],
})

const stored = (_id: string, source: string, destination: string) => ({ _id, source, destination })

describe('what a new address does to the redirects', () => {
  it('adds one from the old address and points those that led there at the new one', () => {
    expect(
      planAddressChange(
        [stored('r1', '/a', '/old'), stored('r2', '/b', `${SITE}/old?x=1`), stored('r3', '/c', '/other')],
        '/old',
        '/new',
        SITE,
      ),
    ).toEqual({
      fromOldAddress: { create: { source: '/old', destination: '/new' } },
      retarget: ['r1', 'r2'],
      remove: [],
    })
  })

  it('reuses a redirect that already leaves the old address, and removes one away from the new address', () => {
    // A page renamed back: /new → /old existed (the first rename), and would now hide the page and loop.
    expect(
      planAddressChange([stored('r1', '/old', '/somewhere'), stored('r2', '/new', '/old')], '/old', '/new', SITE),
    ).toEqual({ fromOldAddress: { reuse: 'r1' }, retarget: [], remove: ['r2'] })
  })

  it('is written in one transaction to the Content Lake, leaving drafts alone', async () => {
    const client = standIn.client(TOKENS.write)
    const plan = await recordAddressChange(client, '/blog/old-name', '/blog/new-name', SITE)
    expect(plan.retarget).toEqual(['redirect-older'])
    const redirects = await client.fetch(
      `*[_type == $type] | order(source asc){ _id, source, destination, statusCode, enabled }`,
      {
        type: REDIRECT_TYPE,
      },
    )
    expect(redirects).toEqual([
      expect.objectContaining({ source: '/blog/first-name', destination: '/blog/new-name' }),
      {
        _id: expect.stringMatching(/^redirect-[0-9a-f-]{36}$/),
        source: '/blog/old-name',
        destination: '/blog/new-name',
        statusCode: 308,
        enabled: true,
      },
      expect.objectContaining({ source: '/x', destination: '/y', statusCode: 301 }),
    ])
    expect(standIn.lake.document('drafts.redirect-draft')).toMatchObject({ destination: '/draft' })
    const mutations = standIn.lake.requests.filter((request) => request.endpoint.startsWith('data/mutate'))
    expect(mutations).toHaveLength(1)
  })
})
