import { stegaClean } from '@sanity/client/stega'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { beforeAll, describe, expect, it } from 'vitest'
import { PREVIEW_PATHNAME_PARAM, pathAfterDraftMode, withSafePreviewPathname } from '@/lib/sanity/draftMode'
import { stegaFilter } from '@/lib/sanity/stega'
import { schemaTypes } from '@/schemas'
import { seedDocuments } from '@/studio/seed'
import { contentLakeStandIn } from '../../support/contentLakeStandIn'
import { hostileRedirects, staysOn } from '../../support/hostileRedirects'

/**
 * Draft mode's rules, with the real `@sanity/preview-url-secret` (what the Studio writes and what the enable route
 * checks) and the real client's stega encoding, against the Content Lake stand-in serving the seed.
 */
const TOKENS = { read: 'sk-viewer', write: 'sk-editor' }
const SITE = 'https://persistly.example'
const standIn = contentLakeStandIn({ tokens: TOKENS, documents: seedDocuments })
const { client } = standIn

const enableUrl = (secret: string, pathname?: string) => {
  const url = new URL('/api/draft-mode/enable', SITE)
  url.searchParams.set('sanity-preview-secret', secret)
  if (pathname !== undefined) url.searchParams.set(PREVIEW_PATHNAME_PARAM, pathname)
  return url.toString()
}

/** What the enable route decides for a URL: the checked request, validated with the viewer token. */
const validate = (url: string) => validatePreviewUrl(client(TOKENS.read), withSafePreviewPathname(new Request(url)).url)

describe('preview secrets', () => {
  it('a secret the Studio created opens draft mode on the page it names; a wrong or missing one does not', async () => {
    const { secret } = await createPreviewSecret(client(TOKENS.write), 'presentation', '/studio', 'p-editor')
    expect(await validate(enableUrl(secret, '/pricing'))).toMatchObject({ isValid: true, redirectTo: '/pricing' })
    expect(await validate(enableUrl(`${secret}x`, '/pricing'))).toMatchObject({ isValid: false, redirectTo: undefined })
    expect(await validate(`${SITE}/api/draft-mode/enable?${PREVIEW_PATHNAME_PARAM}=/pricing`)).toMatchObject({
      isValid: false,
    })
  })

  it('a secret older than an hour is refused, and the Studio deletes it when it makes the next one', async () => {
    const { secret } = await createPreviewSecret(client(TOKENS.write), 'presentation', '/studio', 'p-editor')
    const [id] = await client(TOKENS.read)
      .withConfig({ perspective: 'raw' })
      .fetch<string[]>('*[_type == "sanity.previewUrlSecret" && secret == $secret]._id', { secret })
    const backdated = await fetch(`${standIn.lake.apiHost}/v1/stand-in/backdate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKENS.write}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, seconds: 3601 }),
    })
    expect(backdated.status).toBe(200)
    expect((await validate(enableUrl(secret, '/'))).isValid).toBe(false)
    await createPreviewSecret(client(TOKENS.write), 'presentation', '/studio', 'p-editor')
    expect(standIn.lake.document(id)).toBeUndefined()
  })

  it('never redirects off the site, for 500 generated hostile page paths', async () => {
    const { secret } = await createPreviewSecret(client(TOKENS.write), 'presentation', '/studio', 'p-editor')
    const escapes: string[] = []
    for (const pathname of hostileRedirects(500)) {
      const { isValid, redirectTo } = await validate(enableUrl(secret, pathname))
      if (!isValid || !redirectTo || !redirectTo.startsWith('/') || !staysOn(SITE, redirectTo)) escapes.push(pathname)
    }
    expect(escapes).toEqual([])
  })

  it('keeps the query of the page and adds the perspective the Studio asked for', () => {
    const url = new URL(enableUrl('s', '/blog?page=2'))
    url.searchParams.set('sanity-preview-perspective', 'drafts')
    expect(new URL(withSafePreviewPathname(new Request(url)).url).searchParams.get(PREVIEW_PATHNAME_PARAM)).toBe(
      '/blog?page=2',
    )
  })
})

describe('leaving draft mode', () => {
  const leave = (referer?: string) =>
    pathAfterDraftMode(new Request(`${SITE}/api/draft-mode/disable`, { headers: referer ? { referer } : {} }), SITE)

  it('returns to the page it was left from, on this site only', () => {
    expect(leave(`${SITE}/pricing?plan=pro`)).toBe('/pricing?plan=pro')
    expect(leave()).toBe('/')
    expect(leave('https://evil.example/pricing')).toBe('/')
    expect(leave(`${SITE}//evil.example`)).toBe('/')
    expect(leave('not a url')).toBe('/')
  })
})

describe('stega: visible text only', () => {
  /** Every text field of the schema whose value is picked from a list: code reads those values. */
  function listFields(fields: unknown[], found = new Set<string>()): Set<string> {
    type Field = { name: string; type: string; options?: { list?: unknown }; fields?: unknown[]; of?: unknown[] }
    for (const field of fields as Field[]) {
      if (field.type === 'string' && field.options?.list) found.add(field.name)
      if (field.fields) listFields(field.fields, found)
      if (field.of) listFields(field.of, found)
    }
    return found
  }
  const encodes = (sourcePath: (string | number)[], value = 'Visible words') =>
    stegaFilter({
      sourcePath,
      resultPath: sourcePath,
      value,
      sourceDocument: { _id: 'x', _type: 'x' },
      filterDefault: (props) =>
        // The client's own default, reached through the public API below.
        defaultFilter(props),
    })
  let defaultFilter: NonNullable<Parameters<typeof stegaFilter>[0]['filterDefault']>

  beforeAll(async () => {
    // The client passes its default filter to ours; catch it from a real encoding.
    const viewer = client(TOKENS.read).withConfig({
      perspective: 'drafts',
      stega: {
        enabled: true,
        studioUrl: '/studio',
        filter: (props) => {
          defaultFilter = props.filterDefault
          return props.filterDefault(props)
        },
      },
    })
    await viewer.fetch('*[_id == "pricingPlan-pro"][0]{ title }')
  })

  it('never encodes a field picked from a list, an interface label or a lookup key', () => {
    const fields = listFields(schemaTypes.map((type) => type as never))
    expect([...fields]).toEqual(expect.arrayContaining(['icon', 'imagePosition', 'action', 'platform']))
    // Section anchors are typed in, and compared with the header's links: never encoded either.
    for (const name of [...fields, 'anchor', 'planKey', 'stripeLookupKey'])
      expect(encodes(['section', name], 'pro'), name).toBe(false)
    expect(encodes(['labels', 'openMenu'], 'Open menu')).toBe(false)
    expect(encodes(['seo', 'title'])).toBe(false)
    expect(encodes(['title'])).toBe(true)
    expect(encodes(['priceLabel'], '$4,999')).toBe(true)
  })

  it('the viewer client encodes a draft’s visible text from the stand-in’s source map, and nothing it must not', async () => {
    const viewer = client(TOKENS.read).withConfig({
      perspective: 'drafts',
      stega: { enabled: true, studioUrl: '/studio', filter: stegaFilter },
    })
    const plan = await viewer.fetch<Record<string, string>>(
      '*[_id == "pricingPlan-pro"][0]{ title, priceLabel, planKey, action, stripeLookupKey, "slug": "pro" }',
    )
    expect(stegaClean(plan.priceLabel)).toBe('$4,999')
    expect(plan.priceLabel).not.toBe('$4,999')
    expect(plan.title).not.toBe(stegaClean(plan.title))
    for (const field of ['planKey', 'action', 'stripeLookupKey'])
      expect(plan[field], field).toBe(stegaClean(plan[field]))
  })
})
