import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { checkContent, pathToString, readAllVersions, type ContentDocument, type Finding } from '@/lib/contentHealth'
import { seedDocuments } from '@/studio/seed'
import { contentLakeStandIn } from '../../support/contentLakeStandIn'

const SITE = 'https://persistly.test'
const DESCRIPTION = 'Cold email that follows up for a year, written for each prospect and sent on time.'

const link = (_key: string, href: string) => ({ _key, _type: 'link', label: _key, href })
const image = (extra: object) => ({ _type: 'imageWithAlt', asset: { _ref: 'image-abc-10x10-png' }, ...extra })

/** A small site with nothing wrong: every check must stay silent on it. */
function cleanSite(): ContentDocument[] {
  return [
    {
      _id: 'siteSettings',
      _type: 'siteSettings',
      companyName: 'Persistly',
      footer: { columns: [{ _key: 'company', links: [link('about', '/about'), link('partners', '/partners')] }] },
    },
    { _id: 'navigation', _type: 'navigation', links: [{ _key: 'faq', _type: 'sectionLink', anchor: 'faq' }] },
    {
      _id: 'homePage',
      _type: 'homePage',
      seo: { title: 'Cold email that follows up', description: DESCRIPTION },
      sections: [
        { _key: 'hero', _type: 'heroSection', heading: 'Hello', image: image({ alt: 'A dashboard' }) },
        { _key: 'faq', _type: 'faqSection', anchor: 'faq', heading: 'Questions', questions: [{ _ref: 'faq-1' }] },
      ],
    },
    { _id: 'faq-1', _type: 'faq', question: 'Why?' },
    {
      _id: 'aboutPage',
      _type: 'aboutPage',
      title: 'About us',
      seo: { description: DESCRIPTION },
      sections: [{ _key: 'team', _type: 'imageWithTextSection', anchor: 'team', image: image({ decorative: true }) }],
    },
    {
      _id: 'page-partners',
      _type: 'page',
      title: 'Our partners',
      slug: { current: 'partners' },
      seo: { description: DESCRIPTION },
      sections: [
        {
          _key: 'cta',
          _type: 'callToActionSection',
          primaryLink: link('primary', '/about#team'),
          secondaryLink: link('secondary', '/#faq'),
        },
        {
          _key: 'text',
          _type: 'richTextSection',
          body: [
            { _key: 'p', _type: 'block', markDefs: [{ _key: 'm', _type: 'link', href: 'https://example.com/x' }] },
          ],
        },
      ],
    },
    {
      _id: 'blogPost-hidden',
      _type: 'blogPost',
      title: 'An article',
      slug: { current: 'an-article' },
      seo: { description: DESCRIPTION },
    },
    {
      _id: 'redirect-old',
      _type: 'redirect',
      source: '/old-about',
      destination: '/about',
      statusCode: 308,
      enabled: true,
    },
  ]
}

/** The clean site changed by `change` (which edits the crafted documents freely, hence untyped), checked. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function findingsAfter(change: (documents: ContentDocument[], byId: (id: string) => any) => void): Finding[] {
  const documents = cleanSite()
  change(documents, (id) => documents.find((document) => document._id === id))
  return checkContent(documents, { siteOrigin: SITE })
}

const summary = (findings: Finding[]) =>
  findings.map(({ severity, check, documentId, path }) => `${severity} ${check} ${documentId} ${pathToString(path)}`)

describe('the content health check', () => {
  it('finds nothing on a clean site', () => {
    expect(checkContent(cleanSite(), { siteOrigin: SITE })).toEqual([])
  })

  it('finds images without alt text that are not decorative, blank alt text included', () => {
    const findings = findingsAfter((_, byId) => {
      byId('homePage').sections[0].image = image({ alt: '  ' })
      byId('aboutPage').sections[0].image = image({ decorative: false })
    })
    expect(summary(findings)).toEqual([
      'error image-alt homePage sections[_key=="hero"].image.alt',
      'error image-alt aboutPage sections[_key=="team"].image.alt',
    ])
    expect(findings[0]).toMatchObject({ documentType: 'homePage', message: expect.stringContaining('no alt text') })
  })

  it('finds links to addresses that do not exist, and anchors no section of the target page has', () => {
    const findings = findingsAfter((documents, byId) => {
      const cta = byId('page-partners').sections[0]
      cta.primaryLink.href = '/prices?plan=pro'
      cta.secondaryLink.href = '/#pricing'
      byId('homePage').sections[0].buttons = [link('own', '#nowhere'), link('about', '/about#history')]
      byId('navigation').links[0].anchor = 'features'
      byId('page-partners').sections[1].body[0].markDefs[0].href = `${SITE}/careers-at-persistly`
    })
    expect(summary(findings)).toEqual([
      'error broken-link navigation links[_key=="faq"].anchor',
      'error broken-link homePage sections[_key=="hero"].buttons[_key=="own"].href',
      'error broken-link homePage sections[_key=="hero"].buttons[_key=="about"].href',
      'error broken-link page-partners sections[_key=="cta"].primaryLink.href',
      'error broken-link page-partners sections[_key=="cta"].secondaryLink.href',
      'error broken-link page-partners sections[_key=="text"].body[_key=="p"].markDefs[_key=="m"].href',
    ])
    expect(findings.find((finding) => finding.documentId === 'navigation')?.message).toBe(
      'No section of / has the anchor "features": the link opens the page at its top.',
    )
    expect(findings.at(3)?.message).toBe('/prices?plan=pro is no page of the site: visitors get "page not found".')
  })

  it('accepts the addresses the site answers without content, and pages of the article list', () => {
    const findings = findingsAfter((documents, byId) => {
      byId('homePage').sections[0].buttons = [
        link('pricing', '/pricing'),
        link('auth', '/auth'),
        link('two', '/blog/page/2'),
      ]
      documents.push({
        _id: 'blogPage',
        _type: 'blogPage',
        title: 'The blog',
        postsPerPage: 1,
        seo: { description: DESCRIPTION },
      })
      documents.push({
        ...byId('blogPost-hidden'),
        _id: 'blogPost-second',
        title: 'A second article',
        slug: { current: 'second' },
      })
    })
    // /pricing is an address of the site even before its page is published; /blog/page/2 exists with two articles.
    expect(summary(findings)).toEqual(['warning unreachable-page blogPage '])
  })

  it('finds links to a page that is only a draft: visitors get "not found" until it is published', () => {
    const launch = {
      _id: 'drafts.page-launch',
      _type: 'page',
      title: 'The launch',
      slug: { current: 'launch' },
      seo: { description: DESCRIPTION },
    }
    const findings = findingsAfter((documents, byId) => {
      documents.push(launch)
      byId('homePage').sections[0].buttons = [link('launch', '/launch')]
    })
    expect(findings.map(({ severity, check, documentId, message }) => [severity, check, documentId, message])).toEqual([
      [
        'error',
        'broken-link',
        'homePage',
        '/launch is only a draft: visitors get "not found" there until that page is published.',
      ],
    ])
    // A link that is itself only in a draft breaks nothing yet: a warning to publish the page first.
    const drafted = findingsAfter((documents, byId) => {
      documents.push(launch)
      const [hero, faq] = byId('homePage').sections
      const sections = [{ ...hero, buttons: [link('launch', '/launch')] }, faq]
      documents.push({ ...byId('homePage'), _id: 'drafts.homePage', sections })
    })
    expect(summary(drafted)).toEqual([
      'warning broken-link homePage sections[_key=="hero"].buttons[_key=="launch"].href',
    ])
    expect(drafted[0].message).toContain('Publish it before this link, or with it.')
    // Once published, the page is there.
    const publishedLaunch = findingsAfter((documents, byId) => {
      documents.push({ ...launch, _id: 'page-launch' })
      byId('homePage').sections[0].buttons = [link('launch', '/launch')]
    })
    expect(publishedLaunch).toEqual([])
  })

  it('warns of a link with a trailing slash, which Next redirects to the address without it', () => {
    const findings = findingsAfter((_, byId) => {
      byId('homePage').sections[0].buttons = [
        link('slash', '/about/'),
        link('gone', '/nowhere/'),
        link('two', '/about//'),
      ]
    })
    expect(findings.map(({ severity, message }) => [severity, message])).toEqual([
      ['error', '/nowhere/ is no page of the site: visitors get "page not found".'],
      ['error', '/about// is no page of the site: visitors get "page not found".'],
      ['warning', '/about/ redirects to /about: link to /about directly.'],
    ])
  })

  it("checks a plan's button target only when the button goes to a page", () => {
    const plan = (action: string) => ({ _id: `plan-${action}`, _type: 'pricingPlan', action, href: '/nowhere' })
    const findings = findingsAfter((documents) => {
      documents.push(plan('checkout'), plan('link'))
    })
    expect(summary(findings)).toEqual(['error broken-link plan-link href'])
  })

  it('warns of links through a redirect, and refuses those a redirect sends to no page', () => {
    const findings = findingsAfter((documents, byId) => {
      byId('homePage').sections[0].buttons = [link('old', '/old-about'), link('gone', '/old-careers')]
      documents.push({
        _id: 'redirect-careers',
        _type: 'redirect',
        source: '/old-careers',
        destination: '/jobs',
        statusCode: 308,
      })
    })
    expect(findings.map(({ severity, check, documentId, message }) => [severity, check, documentId, message])).toEqual([
      ['error', 'broken-link', 'homePage', '/old-careers redirects to /jobs, which is no page of the site.'],
      ['error', 'redirect-chain', 'redirect-careers', 'This redirect leads to /jobs, which is no page of the site.'],
      ['warning', 'broken-link', 'homePage', '/old-about redirects to /about: link to /about directly.'],
    ])
  })

  it('finds page titles missing, too long, or too short even with the site name', () => {
    const findings = findingsAfter((documents, byId) => {
      byId('aboutPage').title = undefined
      byId('page-partners').seo.title = 'P'.repeat(61)
      byId('homePage').seo.title = 'Hi'
      byId('siteSettings').companyName = 'P'
    })
    expect(summary(findings)).toEqual([
      'error meta-title aboutPage seo.title',
      'warning meta-title homePage seo.title',
      'warning meta-title page-partners seo.title',
    ])
    expect(findings[2].message).toBe('The page title has 61 characters: search engines cut it after about 60.')
  })

  it('finds meta descriptions missing or outside 50 to 160 characters', () => {
    const findings = findingsAfter((_, byId) => {
      byId('homePage').seo.description = undefined
      byId('aboutPage').seo.description = 'Short.'
      byId('page-partners').seo.description = 'x'.repeat(161)
    })
    expect(summary(findings)).toEqual([
      'warning meta-description homePage seo.description',
      'warning meta-description aboutPage seo.description',
      'warning meta-description page-partners seo.description',
    ])
    const justRight = findingsAfter((_, byId) => {
      byId('aboutPage').seo.description = 'x'.repeat(50)
      byId('page-partners').seo.description = 'x'.repeat(160)
    })
    expect(justRight).toEqual([])
  })

  it('finds pages no link leads to (their own links do not count), but not those their list page shows or hidden ones', () => {
    const findings = findingsAfter((_, byId) => {
      byId('siteSettings').footer.columns[0].links.pop()
      byId('page-partners').sections[0].secondaryLink.href = '/partners'
    })
    expect(summary(findings)).toEqual(['warning unreachable-page page-partners '])
    expect(findings[0].message).toContain('No link on the site leads to /partners')
    const hidden = findingsAfter((_, byId) => {
      byId('siteSettings').footer.columns[0].links.pop()
      byId('page-partners').hiddenFromSearch = true
    })
    expect(hidden).toEqual([])
  })

  it('counts a link through a redirect as reaching the page', () => {
    const findings = findingsAfter((documents, byId) => {
      byId('siteSettings').footer.columns[0].links[1].href = '/old-partners'
      documents.push({ _id: 'redirect-partners', _type: 'redirect', source: '/old-partners', destination: '/partners' })
    })
    expect(summary(findings)).toEqual([
      'warning broken-link siteSettings footer.columns[_key=="company"].links[_key=="partners"].href',
    ])
  })

  it('finds redirect chains and loops, and leaves redirects that are off alone', () => {
    const redirect = (_id: string, source: string, destination: string, enabled = true) => ({
      _id,
      _type: 'redirect',
      source,
      destination,
      statusCode: 308,
      enabled,
    })
    const findings = findingsAfter((documents) => {
      documents.push(redirect('redirect-older', '/older-about', '/old-about'))
      documents.push(redirect('redirect-a', '/a', '/b'), redirect('redirect-b', '/b', '/a'))
      documents.push(redirect('redirect-off', '/even-older', '/older-about', false))
    })
    expect(summary(findings)).toEqual([
      'error redirect-chain redirect-a destination',
      'error redirect-chain redirect-b destination',
      'warning redirect-chain redirect-older destination',
    ])
    expect(findings[2].message).toBe(
      'Visitors are redirected more than once (/older-about → /old-about → /about): send them to /about directly.',
    )
  })

  it('finds pages sharing a title, whatever its case', () => {
    const findings = findingsAfter((_, byId) => {
      byId('page-partners').title = 'ABOUT US'
    })
    expect(summary(findings)).toEqual([
      'warning duplicate-title aboutPage title',
      'warning duplicate-title page-partners title',
    ])
    expect(findings[0].message).toBe('/partners has the same title: "About us".')
  })

  it('finds sections with nothing to show: an empty list, or one of deleted documents only', () => {
    const findings = findingsAfter((documents, byId) => {
      documents.splice(documents.indexOf(byId('faq-1')), 1)
      byId('page-partners').sections[1].body = []
    })
    expect(summary(findings)).toEqual([
      'warning empty-section homePage sections[_key=="faq"].questions',
      'warning empty-section page-partners sections[_key=="text"].body',
    ])
    expect(findings[0].message).toBe('The section "Questions" has nothing to show: everything it lists was deleted.')
  })

  it('checks each draft as it would be published, under the published id, and leaves release versions out', () => {
    const findings = findingsAfter((documents, byId) => {
      documents.push({ ...byId('aboutPage'), _id: 'drafts.aboutPage', title: '' })
      documents.push({ ...byId('homePage'), _id: 'versions.launch.homePage', seo: {} })
    })
    expect(summary(findings)).toEqual(['error meta-title aboutPage seo.title'])
  })
})

describe('the bundled content', () => {
  it('has no errors', () => {
    const errors = checkContent(seedDocuments, { siteOrigin: SITE }).filter((finding) => finding.severity === 'error')
    expect(errors).toEqual([])
  })
})

const TOKENS = { read: 'sk-health-read', write: 'sk-health-write' }
const standIn = contentLakeStandIn({
  tokens: TOKENS,
  documents: [
    ...cleanSite(),
    {
      _id: 'drafts.page-partners',
      _type: 'page',
      title: 'A draft with a broken link',
      sections: [link('x', '/nowhere')],
    },
  ].map((document) => ({ _createdAt: '', _updatedAt: '', _rev: 'r', ...document })) as never,
})

const runCommand = (env: Record<string, string>) =>
  promisify(execFile)('node_modules/.bin/tsx', ['scripts/content-check.ts'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', NEXT_TELEMETRY_DISABLED: '1', ...env },
  }).then(
    (result) => ({ code: 0, stdout: result.stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  )

describe('the Studio’s content health tool', () => {
  it('reads drafts and published versions apart, so a published link to a page that is only a draft is found', async () => {
    const writer = standIn.client(TOKENS.write, 'raw')
    const launch = { _type: 'page', title: 'The launch', slug: { current: 'launch' } }
    const news = {
      _id: 'page-news',
      _type: 'page',
      title: 'News',
      slug: { current: 'news' },
      link: link('l', '/launch'),
    }
    await writer
      .transaction()
      .create({ ...launch, _id: 'drafts.page-launch' })
      .create(news)
      .commit()
    // The Studio's client reads the drafts perspective by default: the tool asks for every version itself.
    const findings = checkContent(await readAllVersions(standIn.client(TOKENS.read, 'drafts')), { siteOrigin: SITE })
    expect(findings.filter((finding) => finding.message.includes('/launch'))).toEqual([
      expect.objectContaining({
        severity: 'error',
        documentId: 'page-news',
        message: '/launch is only a draft: visitors get "not found" there until that page is published.',
      }),
    ])
    await writer.transaction().delete('drafts.page-launch').delete('page-news').commit()
  })
})

describe('npm run content:check', () => {
  it('checks the bundled content by default, listing warnings and exiting 0', async () => {
    const { code, stdout } = await runCommand({})
    expect(stdout).toMatch(/^Checked \d+ documents of the bundled content \(studio\/seed\)\.$/m)
    expect(stdout).toMatch(/^0 error\(s\), \d+ warning\(s\)\.$/m)
    expect(code).toBe(0)
  })

  it('checks the published documents of a configured dataset, exiting 1 on an error', async () => {
    await standIn
      .client(TOKENS.write)
      .patch('homePage')
      .set({ 'sections[_key=="hero"].buttons': [link('b', '/nowhere')] })
      .commit()
    const { code, stdout } = await runCommand({
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'standin',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
      NEXT_PUBLIC_SITE_URL: SITE,
      SANITY_API_HOST: standIn.lake.apiHost,
      SANITY_API_READ_TOKEN: TOKENS.read,
    })
    expect(stdout).toContain('of the published content of standin/production.')
    expect(stdout).toContain(
      'ERROR homePage sections[_key=="hero"].buttons[_key=="b"].href (homePage): /nowhere is no page of the site: visitors get "page not found".',
    )
    // The draft's broken link is not published: the command checks what visitors see.
    expect(stdout).toMatch(/^1 error\(s\), 0 warning\(s\)\.$/m)
    expect(code).toBe(1)
  })
})
