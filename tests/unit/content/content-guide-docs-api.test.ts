import { toPlainText } from '@portabletext/react'
import { describe, expect, it } from 'vitest'
import { headingsOf } from '@/components/content/RichText'
import { queryEmbedded } from '@/lib/sanity/embedded'
import * as apiDocs from '@/lib/sanity/content/apiDocs'
import * as auth from '@/lib/sanity/content/auth'
import * as docs from '@/lib/sanity/content/docs'
import * as guide from '@/lib/sanity/content/guide'
import type {
  ApiDocsPageQueryResult,
  AuthPageQueryResult,
  DocPageQueryResult,
  DocPageSlugsQueryResult,
  DocumentationPageQueryResult,
  GuideChapterQueryResult,
  GuideChapterSlugsQueryResult,
  GuidePageQueryResult,
  RichText,
} from '@/sanity/types'

const CHAPTERS = [
  ['understanding-your-audience', 'Understanding Your Audience', 10],
  ['crafting-the-perfect-subject-line', 'Crafting the Perfect Subject Line', 8],
  ['writing-compelling-copy', 'Writing Compelling Copy', 15],
  ['follow-up-strategies', 'Follow-up Strategies', 12],
] as const

const DOC_SLUGS = ['getting-started', 'core-features', 'advanced-topics', 'security-compliance']

/** Every link target in a text's marks. */
const linksOf = (body: RichText) =>
  body.flatMap((block) => (block._type === 'block' ? (block.markDefs ?? []).map((mark) => mark.href) : []))

describe('Cold Outreach Guide', () => {
  it('the index lists the four chapters in order with their reading times, descriptions and slugs', async () => {
    const page = await queryEmbedded<GuidePageQueryResult>(guide.guidePageQuery)
    expect(page?.title).toBe('Cold Outreach Guide')
    expect(page?.chapters.map((chapter) => [chapter.slug, chapter.title, chapter.readTime])).toEqual(CHAPTERS)
    expect(page?.chapters.every((chapter) => chapter.description.length > 40)).toBe(true)
    expect(page?.seo.description).toBeTruthy()
  })

  it('has every label the index and the chapter pages show', async () => {
    const page = await queryEmbedded<GuidePageQueryResult>(guide.guidePageQuery)
    expect(page?.labels).toEqual({
      chapterLabel: 'Chapter',
      minReadLabel: 'min read',
      readChapterLabel: 'Read Chapter',
      backLabel: 'Back to Guide',
      previousChapterLabel: expect.any(String),
      nextChapterLabel: expect.any(String),
    })
  })

  it('lists a page for each of the four chapters', async () => {
    const slugs = await queryEmbedded<GuideChapterSlugsQueryResult>(guide.guideChapterSlugsQuery)
    expect(slugs.map(({ slug }) => slug).sort()).toEqual(CHAPTERS.map(([slug]) => slug).sort())
  })

  it.each(CHAPTERS)(
    '%s: title, reading time, a body with sections and search fields',
    async (slug, title, readTime) => {
      const chapter = await queryEmbedded<GuideChapterQueryResult>(guide.guideChapterQuery, { slug })
      expect(chapter?.title).toBe(title)
      expect(chapter?.readTime).toBe(readTime)
      expect(chapter?.slug).toBe(slug)
      expect(headingsOf(chapter!.body).filter((heading) => heading.level === 2).length).toBeGreaterThanOrEqual(3)
      expect(chapter?.seo.title).toBeTruthy()
      expect(chapter?.seo.description).toBeTruthy()
    },
  )

  it('carries the advice the specification names (2-4 day follow-up, 2-3 subject lines)', async () => {
    const text = async (slug: string) =>
      toPlainText((await queryEmbedded<GuideChapterQueryResult>(guide.guideChapterQuery, { slug }))!.body)
    expect(await text('follow-up-strategies')).toMatch(/two to four days/i)
    expect(await text('crafting-the-perfect-subject-line')).toMatch(/two or three variants/i)
  })

  it('an unknown chapter is null (the page answers 404)', async () => {
    expect(await queryEmbedded(guide.guideChapterQuery, { slug: 'no-such-chapter' })).toBeNull()
  })
})

describe('Documentation', () => {
  it('the hub has a card for each of the four pages, in order, with icon, summary and topics', async () => {
    const hub = await queryEmbedded<DocumentationPageQueryResult>(docs.documentationPageQuery)
    expect(hub?.title).toBe('Documentation')
    expect(hub?.pages.map((page) => page.slug)).toEqual(DOC_SLUGS)
    expect(hub?.pages.every((page) => page.icon && page.summary && page.topics.length === 4)).toBe(true)
    expect(hub?.pages[0]?.topics).toEqual(['Account setup', 'First campaign', 'Dashboard overview', 'Best practices'])
    expect(hub?.pages[1]?.topics).toEqual([
      'AI-powered automation',
      'Follow-up sequences',
      'Analytics and reporting',
      'Template management',
    ])
    expect(hub?.labels).toEqual({
      readMoreLabel: expect.any(String),
      backLabel: 'Back to Documentation',
      onThisPageLabel: 'On this page',
    })
  })

  it('lists a page for each of the four documentation pages', async () => {
    const slugs = await queryEmbedded<DocPageSlugsQueryResult>(docs.docPageSlugsQuery)
    expect(slugs.map(({ slug }) => slug).sort()).toEqual([...DOC_SLUGS].sort())
  })

  it.each(DOC_SLUGS)('%s: title, summary, a body whose sections give "on this page" entries', async (slug) => {
    const doc = await queryEmbedded<DocPageQueryResult>(docs.docPageQuery, { slug })
    expect(doc?.slug).toBe(slug)
    expect(doc?.title).toBeTruthy()
    expect(doc?.summary).toBeTruthy()
    const headings = headingsOf(doc!.body)
    expect(headings.filter((heading) => heading.level === 2).length).toBeGreaterThanOrEqual(4)
    expect(new Set(headings.map((heading) => heading.id)).size).toBe(headings.length)
  })

  it('getting started covers account setup, the first campaign, the dashboard and best practices', async () => {
    const doc = await queryEmbedded<DocPageQueryResult>(docs.docPageQuery, { slug: 'getting-started' })
    const text = toPlainText(doc!.body)
    for (const phrase of [/verif/i, /New Campaign/, /CSV/, /warm up/i]) expect(text).toMatch(phrase)
  })

  it('getting started describes the sign-up the site runs: an emailed code and the form’s own resend button', async () => {
    const doc = await queryEmbedded<DocPageQueryResult>(docs.docPageQuery, { slug: 'getting-started' })
    const signUp = await queryEmbedded<AuthPageQueryResult>(auth.authPageQuery)
    const text = toPlainText(doc!.body)
    expect(signUp?.verification.text).toMatch(/code/)
    expect(text).toMatch(/verification code/)
    expect(text).toContain(signUp!.verification.resendLabel)
    expect(text).not.toMatch(/verification link|new link/i)
  })

  it('advanced topics links to the API documentation', async () => {
    const doc = await queryEmbedded<DocPageQueryResult>(docs.docPageQuery, { slug: 'advanced-topics' })
    expect(linksOf(doc!.body)).toContain('/api')
  })

  it('an unknown documentation page is null (the page answers 404)', async () => {
    expect(await queryEmbedded(docs.docPageQuery, { slug: 'no-such-page' })).toBeNull()
  })
})

describe('API documentation', () => {
  const read = () => queryEmbedded<ApiDocsPageQueryResult>(apiDocs.apiDocsPageQuery).then((page) => page!)

  it('has the four sections in the order the page shows them', async () => {
    const page = await read()
    expect(page.title).toBe('API Documentation')
    expect([
      page.gettingStarted.heading,
      page.authentication.heading,
      page.rateLimits.heading,
      page.endpoints.heading,
    ]).toEqual(['Getting Started', 'Authentication', 'Rate Limits', 'Endpoints'])
  })

  it('the sample request posts JSON to /v1/send with a bearer token', async () => {
    const { code } = (await read()).gettingStarted.codeSample
    expect(code).toMatch(/^POST \S+\/v1\/send/)
    expect(code).toContain('Authorization: Bearer ')
    expect(code).toContain('Content-Type: application/json')
  })

  it('authentication explains the bearer header', async () => {
    expect(JSON.stringify((await read()).authentication.body)).toContain('Authorization: Bearer')
  })

  it('rate limits: Starter 100/min, Professional 1,000/min, Enterprise custom, with column headers', async () => {
    const page = await read()
    expect(page.rateLimits.tiers.map((tier) => [tier.name, tier.limit])).toEqual([
      ['Starter', '100 requests/minute'],
      ['Professional', '1,000 requests/minute'],
      ['Enterprise', 'Custom'],
    ])
    expect(page.labels.tierColumnLabel).toBeTruthy()
    expect(page.labels.limitColumnLabel).toBeTruthy()
  })

  it('endpoints: Campaigns (list, create, update, delete) then Analytics (opens, clicks, responses)', async () => {
    const page = await read()
    expect(
      page.endpoints.groups.map((group) => [
        group.title,
        group.endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`),
      ]),
    ).toEqual([
      [
        'Campaigns',
        [
          'GET /api/v1/campaigns',
          'POST /api/v1/campaigns',
          'PUT /api/v1/campaigns/{id}',
          'DELETE /api/v1/campaigns/{id}',
        ],
      ],
      ['Analytics', ['GET /api/v1/analytics/opens', 'GET /api/v1/analytics/clicks', 'GET /api/v1/analytics/responses']],
    ])
    expect(page.endpoints.groups.flatMap((group) => group.endpoints).every((endpoint) => endpoint.description)).toBe(
      true,
    )
  })

  it('has the copy button labels', async () => {
    const { labels } = await read()
    expect([labels.copyLabel, labels.copiedLabel]).toEqual(['Copy', 'Copied'])
  })
})
