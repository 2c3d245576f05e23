import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import * as blog from '@/lib/sanity/content/blog'
import * as templates from '@/lib/sanity/content/templates'
import { queryEmbedded } from '@/lib/sanity/embedded'
import type {
  BlogCategoryQueryResult,
  BlogCategorySlugsQueryResult,
  BlogPageQueryResult,
  BlogPostQueryResult,
  BlogPostSlugsQueryResult,
  EmailTemplateQueryResult,
  EmailTemplateSlugsQueryResult,
  EmailTemplatesPageQueryResult,
} from '@/sanity/types'
import { seedDocuments } from '@/studio/seed'
import { filedUnder, relatedArticles, seedPostsNewestFirst, sharedCategories } from '../../support/seedBlog'
import { seedDocument, seedText } from '../../support/seedContent'

/** The bundled articles, newest first (the blog's order), and the slugs of each. */
const SEED_POSTS = seedPostsNewestFirst()
const POSTS = SEED_POSTS.map((item) => item.slug.current)
const CATEGORIES = ['ai', 'best-practices', 'case-studies', 'tutorials']
/** The slugs of the articles filed under a category, newest first: what its archive lists. */
const archiveOf = (categorySlug: string) =>
  filedUnder(`blogCategory-${categorySlug}`, SEED_POSTS).map((item) => item.slug.current)
const TEMPLATES = ['cold-outreach-sequence', 'follow-up-master-template', 'sales-recovery-campaign']

const blogPage = () => queryEmbedded<BlogPageQueryResult>(blog.blogPageQuery)
const post = (slug: string) => queryEmbedded<BlogPostQueryResult>(blog.blogPostQuery, { slug })
const category = (slug: string) => queryEmbedded<BlogCategoryQueryResult>(blog.blogCategoryQuery, { slug })
const template = (slug: string) => queryEmbedded<EmailTemplateQueryResult>(templates.emailTemplateQuery, { slug })

describe('blog content', () => {
  it('/blog: an article card for each article, newest first, with title, date, author, summary and tags', async () => {
    const page = await blogPage()
    expect(page?.title).toBe(seedText('blogPage', 'title'))
    expect(page?.posts.map((card) => card.slug)).toEqual(POSTS)
    expect(page?.posts.map((card) => [card.title, card.publishedAt, card.author.name])).toEqual(
      SEED_POSTS.map((item) => [item.title, item.publishedAt, seedText(item.author._ref, 'name')]),
    )
    for (const card of page!.posts) {
      expect(card.summary.length).toBeGreaterThan(50)
      expect(card.tags.length).toBeGreaterThan(0)
    }
    expect(page?.labels.readMoreLabel).toBe('Read More')
  })

  it('/blog: Browse by Category with the four categories, their addresses and the articles each archive lists', async () => {
    const page = await blogPage()
    expect(page?.categoriesHeading).toBe('Browse by Category')
    expect(page?.categories.map((item) => [item.title, item.slug])).toEqual([
      ['AI & Automation', 'ai'],
      ['Best Practices', 'best-practices'],
      ['Case Studies', 'case-studies'],
      ['Tutorials', 'tutorials'],
    ])
    // Each tile's count is the length of the list its archive page shows: the two cannot disagree.
    for (const item of page!.categories)
      expect(item.articleCount, item.slug).toBe((await category(item.slug))?.posts.length)
    expect(page?.categories.map((item) => item.articleCount)).toEqual(CATEGORIES.map((slug) => archiveOf(slug).length))
    expect(page?.labels.articleCountSuffixOne).toBe('article')
    expect(page?.labels.articleCountSuffix).toBe('articles')
  })

  it('the prerendered addresses: every article and every category, including each one /blog links to', async () => {
    const postSlugs = await queryEmbedded<BlogPostSlugsQueryResult>(blog.blogPostSlugsQuery)
    const categorySlugs = await queryEmbedded<BlogCategorySlugsQueryResult>(blog.blogCategorySlugsQuery)
    expect(postSlugs.map(({ slug }) => slug).sort()).toEqual([...POSTS].sort())
    expect(categorySlugs.map(({ slug }) => slug).sort()).toEqual([...CATEGORIES].sort())
    const page = await blogPage()
    for (const card of page!.posts) expect(await post(card.slug)).not.toBeNull()
    for (const tile of page!.categories) expect(await category(tile.slug)).not.toBeNull()
  })

  it.each(POSTS)('article %s: Portable Text body, author, date, tags, categories and SEO text', async (slug) => {
    const article = await post(slug)
    expect(article?.slug).toBe(slug)
    expect(article?.author.role).toBeTruthy()
    expect(article?.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(article?.tags.length).toBeGreaterThan(0)
    expect(article?.categories.length).toBeGreaterThan(0)
    expect(article?.categories.every((item) => CATEGORIES.includes(item.slug))).toBe(true)
    expect(article?.body.filter((block) => block._type === 'block' && block.style === 'h2').length).toBeGreaterThan(2)
    expect(article?.seo.description).toBeTruthy()
  })

  it('each article ends with three others: those sharing the most categories first, then the newest', async () => {
    for (const item of SEED_POSTS) {
      const expected = relatedArticles(item, SEED_POSTS).map((other) => other.slug.current)
      const article = await post(item.slug.current)
      expect(
        article?.related.map((related) => related.slug),
        item.slug.current,
      ).toEqual(expected)
      expect(article?.related[0]).toMatchObject({ title: expect.any(String), summary: expect.any(String) })
    }
    // Over the bundled content, some article's list is filled up with articles of other categories.
    expect(
      SEED_POSTS.some((item) => {
        const others = SEED_POSTS.filter((other) => other !== item)
        return others.filter((other) => sharedCategories(item, other) > 0).length < Math.min(3, others.length)
      }),
    ).toBe(true)
  })

  it('related articles: those sharing a category first, then the newest, never the article itself, at most three', async () => {
    const cat = (id: string) => ({ _type: 'reference', _ref: id, _key: id })
    const doc = (id: string, publishedAt: string, categories: string[]) => ({
      _id: id,
      _type: 'blogPost',
      title: id,
      slug: { _type: 'slug', current: id },
      publishedAt,
      categories: categories.map(cat),
    })
    const dataset = [
      doc('main', '2025-01-01', ['c.ai', 'c.tips']),
      doc('newest-unrelated', '2025-06-01', ['c.other']),
      doc('older-shares-one', '2024-01-01', ['c.tips']),
      doc('shares-two', '2023-01-01', ['c.tips', 'c.ai']),
      doc('newer-unrelated', '2025-05-01', ['c.other']),
      doc('oldest-unrelated', '2020-01-01', ['c.other']),
    ]
    const params = { slug: 'main' }
    const result = (await (await evaluate(parse(blog.blogPostQuery, { params }), { dataset, params })).get()) as {
      related: { slug: string }[]
    }
    expect(result.related.map((item) => item.slug)).toEqual(['shares-two', 'older-shares-one', 'newest-unrelated'])
  })

  it('category pages: each lists its own articles, newest first', async () => {
    for (const slug of CATEGORIES) {
      const archive = await category(slug)
      expect(archive?.title, slug).toBe(seedText(`blogCategory-${slug}`, 'title'))
      expect(archive?.description, slug).toBeTruthy()
      expect(
        archive?.posts.map((item) => item.slug),
        slug,
      ).toEqual(archiveOf(slug))
    }
  })

  it('a category without articles lists none, and the blog has the text its page shows instead', async () => {
    // The bundled categories all have articles: one more, with none filed under it, over the same content.
    const empty = {
      ...seedDocument('blogCategory-tutorials'),
      _id: 'blogCategory-without-articles',
      title: 'Without Articles',
      slug: { _type: 'slug', current: 'without-articles' },
    }
    const dataset = [...seedDocuments.filter((document) => !document._id.startsWith('drafts.')), empty]
    const params = { slug: 'without-articles' }
    const archive = (await (
      await evaluate(parse(blog.blogCategoryQuery, { params }), { dataset, params })
    ).get()) as BlogCategoryQueryResult
    expect(archive?.title).toBe('Without Articles')
    expect(archive?.description).toBeTruthy()
    expect(archive?.posts).toEqual([])
    expect((await blogPage())?.labels.categoryEmptyText).toBeTruthy()
  })

  it('an unknown article or category is null (the page answers 404)', async () => {
    expect(await post('no-such-post')).toBeNull()
    expect(await category('no-such-category')).toBeNull()
  })
})

describe('email template content', () => {
  it('/email-templates: three cards with description, tags and View Template', async () => {
    const page = await queryEmbedded<EmailTemplatesPageQueryResult>(templates.emailTemplatesPageQuery)
    expect(page?.title).toBe('Email Templates')
    expect(page?.templates.map((card) => card.title)).toEqual([
      'Cold Outreach Sequence',
      'Follow-up Master Template',
      'Sales Recovery Campaign',
    ])
    for (const card of page!.templates) {
      // The templates' address rule: the title in lowercase, spaces as hyphens.
      expect(card.slug).toBe(card.title.toLowerCase().replace(/ /g, '-'))
      expect(card.description.length).toBeGreaterThan(30)
      expect(card.tags.length).toBeGreaterThan(0)
    }
    expect(page?.labels.viewTemplateLabel).toBe('View Template')
  })

  it('the prerendered addresses are the three templates', async () => {
    const slugs = await queryEmbedded<EmailTemplateSlugsQueryResult>(templates.emailTemplateSlugsQuery)
    expect(slugs.map(({ slug }) => slug).sort()).toEqual([...TEMPLATES].sort())
  })

  it.each(TEMPLATES)(
    'template %s: subject, body with merge tags, when to use it and follow-ups in day order',
    async (slug) => {
      const item = await template(slug)
      expect(item?.slug).toBe(slug)
      expect(item?.subject).toBeTruthy()
      expect(item?.body).toContain('{{first_name}}')
      expect(item?.body).toContain('{{sender_name}}')
      expect(item?.whenToUse.length).toBeGreaterThan(50)
      const days = (item?.followUps ?? []).map((step) => step.day)
      expect(days.length).toBeGreaterThan(0)
      expect(days).toEqual([...days].sort((a, b) => a - b))
      expect(item?.followUps?.every((step) => step._key && step.subject && step.body)).toBe(true)
      expect(item?.seo.description).toBeTruthy()
    },
  )

  it('template page labels: subject, copy button, when-to-use and follow-up headings, back link', async () => {
    const page = await queryEmbedded<EmailTemplatesPageQueryResult>(templates.emailTemplatesPageQuery)
    expect(page?.labels).toMatchObject({
      subjectLabel: 'Subject',
      copyLabel: 'Copy template',
      whenToUseHeading: 'When to use it',
      followUpsHeading: 'Follow-up steps',
      backLabel: 'Back to Email Templates',
    })
  })

  it('an unknown template is null (the page answers 404)', async () => {
    expect(await template('no-such-template')).toBeNull()
  })
})
