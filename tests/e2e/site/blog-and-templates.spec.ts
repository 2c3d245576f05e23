import { expect, test } from '@playwright/test'
import { waitForHydration } from '../helpers'
import { filedUnder, relatedArticles, seedPostsNewestFirst, type SeedPost } from '../../support/seedBlog'
import { blockTexts, readableDate, seedDocument, seedReferenced, seedText } from '../../support/seedContent'

type Reference = { _ref: string }
type Post = SeedPost & {
  summary: string
  tags: string[]
  seo: { title?: string }
  body: (Parameters<typeof blockTexts>[0][number] & { markDefs?: { href: string }[] })[]
}
type Author = { name: string; role: string }
type Category = { _id: string; title: string; slug: { current: string }; description: string }
type Template = {
  title: string
  slug: { current: string }
  description: string
  tags: string[]
  subject: string
  body: string
  whenToUse: string
  followUps: { day: number }[]
}
type Labels = { labels: Record<string, string> }

const blogPage = seedDocument<{ title: string; categoriesHeading: string; categories: Reference[] } & Labels>(
  'blogPage',
)
const blogLabels = blogPage.labels
const templatesPage = seedDocument<{ title: string; templates: Reference[] } & Labels>('emailTemplatesPage')
const templateLabels = templatesPage.labels
const companyName = seedText('siteSettings', 'companyName')

/** The articles, newest first (the blog's order). */
const POSTS = seedPostsNewestFirst<Post>()
const [newest, second] = POSTS
const authorOf = (post: Post) => seedDocument<Author>(post.author._ref)
const byline = (post: Post) => `${blogLabels.byLabel} ${authorOf(post).name}, ${authorOf(post).role}`
const articlePath = (post: Post) => `/blog/${post.slug.current}`
const relatedTo = (post: Post) => relatedArticles(post, POSTS)
/** The first link inside an article's text to a page of the site. */
const firstInternalLink = (post: Post) =>
  post.body.flatMap((block) => block.markDefs ?? []).find(({ href }) => href.startsWith('/'))!.href

/** Each category with the articles its archive lists, which its tile on /blog counts. */
const CATEGORIES = seedReferenced<Category>(blogPage.categories).map((category) => {
  const posts = filedUnder(category._id, POSTS)
  const suffix = posts.length === 1 ? blogLabels.articleCountSuffixOne : blogLabels.articleCountSuffix
  return {
    ...category,
    path: `/blog/category/${category.slug.current}`,
    posts: posts.map((post) => post.title),
    countText: `${posts.length} ${suffix}`,
  }
})
const categoryOf = (post: Post) => CATEGORIES.find((category) => category._id === post.categories[0]._ref)!

const TEMPLATES = seedReferenced<Template>(templatesPage.templates)
const templatePath = (template: Template) => `/email-templates/${template.slug.current}`
/** The first words of a longer text: enough to find it on the page. */
const opening = (text: string) => text.slice(0, 40)

test.describe('blog', () => {
  test('/blog shows the article cards, newest first, and the categories with their counts', async ({ page }) => {
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogPage.title)
    await expect(page).toHaveTitle(new RegExp(`\\| ${companyName}$`))

    await expect(page.locator('main h2').first()).toHaveText(newest.title)
    const card = page.locator('main li').filter({ has: page.getByRole('heading', { name: newest.title }) })
    await expect(card).toContainText(`${blogLabels.byLabel} ${authorOf(newest).name}`)
    await expect(card.locator('time')).toHaveText(readableDate(newest.publishedAt))
    await expect(card.locator('time')).toHaveAttribute('datetime', newest.publishedAt)
    await expect(card).toContainText(newest.summary)
    await expect(card.getByRole('listitem').filter({ hasText: newest.tags.at(-1)! })).toBeVisible()
    // The title is the card's link (a name that says where it goes); Read More is what the card shows.
    await expect(card.getByRole('link', { name: newest.title })).toHaveAttribute('href', articlePath(newest))
    await expect(card).toContainText(blogLabels.readMoreLabel)

    const articleLinks = page.locator('main ul').first().getByRole('link')
    await expect(articleLinks).toHaveCount(POSTS.length)
    await expect(articleLinks.nth(1)).toHaveAttribute('href', articlePath(second))
    const secondCard = page.locator('main li').filter({ has: page.getByRole('heading', { name: second.title }) })
    await expect(secondCard).toContainText(`${blogLabels.byLabel} ${authorOf(second).name}`)
    await expect(secondCard.locator('time')).toHaveText(readableDate(second.publishedAt))

    const categories = page.getByRole('region', { name: blogPage.categoriesHeading })
    await expect(categories.getByRole('heading', { level: 2 })).toHaveText(blogPage.categoriesHeading)
    await expect(categories.getByRole('link')).toHaveCount(CATEGORIES.length)
    for (const category of CATEGORIES) {
      const link = categories.getByRole('link', { name: category.title, exact: true })
      await expect(link).toHaveAttribute('href', category.path)
      const tile = categories
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: category.title, exact: true }) })
      await expect(tile).toContainText(category.countText)
    }
  })

  test('a card opens its article (a click on Read More too): body, author, date, tags, categories, related posts and the way back', async ({
    page,
  }) => {
    await page.goto('/blog')
    // The title link's overlay covers the card, so a click on Read More lands on it (force: Playwright would
    // otherwise wait for the covered text itself to take the click). Pressed once hydrated (docs/testing.md).
    const readMore = page.locator('main li').first().getByText(blogLabels.readMoreLabel)
    await waitForHydration(readMore)
    await readMore.click({ force: true })
    await expect(page).toHaveURL(articlePath(newest))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title)
    // The browser title is the article's SEO title, or its title when it has none.
    await expect(page).toHaveTitle(`${newest.seo.title || newest.title} | ${companyName}`)
    // After a client-side navigation the list's tags leave the head a moment after the article's arrive: one left.
    const openGraphType = page.locator('meta[property="og:type"]')
    await expect(openGraphType).toHaveCount(1)
    await expect(openGraphType).toHaveAttribute('content', 'article')

    const article = page.locator('main article')
    await expect(article).toContainText(byline(newest))
    await expect(article.locator(`time[datetime="${newest.publishedAt}"]`)).toHaveText(readableDate(newest.publishedAt))
    for (const tag of newest.tags) {
      await expect(article.getByRole('listitem').filter({ hasText: new RegExp(`^${tag}$`) })).toBeVisible()
    }
    await expect(article.getByRole('heading', { level: 2, name: blockTexts(newest.body, 'h2')[0] })).toBeVisible()
    await expect(article.getByRole('heading', { level: 3, name: blockTexts(newest.body, 'h3')[1] })).toBeVisible()
    const callout = newest.body.find((block) => block._type === 'callout')!
    await expect(article.getByText(callout.title!)).toBeVisible()
    await expect(article.getByRole('link', { name: categoryOf(newest).title })).toHaveAttribute(
      'href',
      categoryOf(newest).path,
    )
    // A link inside the article's text.
    await expect(article.locator(`a[href="${firstInternalLink(newest)}"]`)).toBeVisible()

    const related = page.getByRole('region', { name: blogLabels.relatedHeading })
    const [firstRelated] = relatedTo(newest)
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(relatedTo(newest).map((other) => other.title))
    await expect(related.getByRole('link', { name: firstRelated.title })).toHaveAttribute(
      'href',
      articlePath(firstRelated),
    )

    await page.getByRole('link', { name: blogLabels.backLabel }).click()
    await expect(page).toHaveURL('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogPage.title)
  })

  test('the second article renders with its own body, category and related post', async ({ page }) => {
    const response = await page.goto(articlePath(second))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title)
    const article = page.locator('main article')
    await expect(article).toContainText(byline(second))
    await expect(article.getByRole('heading', { level: 2, name: blockTexts(second.body, 'h2').at(-1) })).toBeVisible()
    await expect(article.getByRole('link', { name: categoryOf(second).title })).toHaveAttribute(
      'href',
      categoryOf(second).path,
    )
    const related = page.getByRole('region', { name: blogLabels.relatedHeading })
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(relatedTo(second).map((other) => other.title))
    await expect(page.getByRole('link', { name: blogLabels.backLabel })).toHaveAttribute('href', '/blog')
  })

  for (const category of CATEGORIES) {
    test(`${category.path} shows the category, its description and its articles`, async ({ page }) => {
      const response = await page.goto(category.path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title)
      await expect(page.getByText(category.description)).toBeVisible()
      const list = page.getByRole('region', { name: blogLabels.categoryPostsHeading })
      if (category.posts.length) {
        await expect(list.getByRole('heading', { level: 3 })).toHaveText(category.posts)
        await expect(list.getByRole('link')).toHaveText(category.posts)
      } else {
        await expect(list.getByText(opening(blogLabels.categoryEmptyText), { exact: false })).toBeVisible()
        await expect(list.getByRole('link')).toHaveCount(0)
      }
      await page.getByRole('link', { name: blogLabels.backLabel }).click()
      await expect(page).toHaveURL('/blog')
    })
  }
})

test.describe('email templates', () => {
  test('/email-templates shows a card per template with description, tags and View Template', async ({ page }) => {
    const response = await page.goto('/email-templates')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(templatesPage.title)
    await expect(page.locator('main h2')).toHaveText(TEMPLATES.map((template) => template.title))
    const links = page.locator('main').getByRole('link', { name: templateLabels.viewTemplateLabel })
    await expect(links).toHaveCount(TEMPLATES.length)
    for (const [index, template] of TEMPLATES.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', templatePath(template))
      const card = page.locator('main li').filter({ has: page.getByRole('heading', { name: template.title }) })
      await expect(card).toContainText(template.description)
      await expect(card.getByRole('listitem').filter({ hasText: template.tags.at(-1)! })).toBeVisible()
    }
  })

  test('View Template opens the template: subject, body with merge tags, when to use it, follow-ups, way back', async ({
    page,
  }) => {
    const [first] = TEMPLATES
    await page.goto('/email-templates')
    await page.locator('main').getByRole('link', { name: templateLabels.viewTemplateLabel }).first().click()
    await expect(page).toHaveURL(templatePath(first))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
    await expect(page.locator('main h2')).toHaveText([
      templateLabels.bodyLabel,
      templateLabels.whenToUseHeading,
      templateLabels.followUpsHeading,
    ])
    const subject = page.locator('main p').filter({ hasText: `${templateLabels.subjectLabel}:` })
    await expect(subject.first()).toContainText(first.subject)
    await expect(page.locator('main [data-merge-tag]').filter({ hasText: '{{first_name}}' }).first()).toBeVisible()
    // The email's first paragraph after the greeting, the note on merge tags, when to use it.
    const firstParagraph = first.body.split('\n\n')[1]
    await expect(page.getByText(opening(firstParagraph), { exact: false }).first()).toBeVisible()
    await expect(page.getByText(opening(templateLabels.mergeTagNote), { exact: false })).toBeVisible()
    await expect(page.getByText(opening(first.whenToUse), { exact: false })).toBeVisible()
    await page.getByRole('link', { name: templateLabels.backLabel }).click()
    await expect(page).toHaveURL('/email-templates')
  })

  for (const template of TEMPLATES) {
    const days = template.followUps.map((step) => step.day)
    test(`${templatePath(template)} shows the email and its follow-up days`, async ({ page }) => {
      const response = await page.goto(templatePath(template))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(template.title)
      const subject = page.locator('main p').filter({ hasText: `${templateLabels.subjectLabel}:` })
      await expect(subject.first()).toContainText(template.subject)
      await expect(page.locator('main h3')).toHaveText(days.map((day) => `${templateLabels.dayLabel} ${day}`))
      await expect(page.getByRole('button', { name: templateLabels.copyLabel })).toHaveCount(1 + days.length)
      await expect(page.getByRole('link', { name: templateLabels.backLabel })).toHaveAttribute(
        'href',
        '/email-templates',
      )
    })
  }

  test('the copy button puts the subject and the email text, merge tags included, on the clipboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const [template] = TEMPLATES
    await page.goto(templatePath(template))
    const copy = page.getByRole('button', { name: templateLabels.copyLabel }).first()
    await waitForHydration(copy)
    await copy.click()
    await expect(page.getByRole('button', { name: templateLabels.copiedLabel })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(`${templateLabels.subjectLabel}: ${template.subject}\n\n${template.body}`)
    expect(copied).toContain('{{sender_name}}')
  })
})

test('an unknown article, category or template answers 404', async ({ page }) => {
  for (const path of [
    '/blog/no-such-article',
    '/blog/category/no-such-category',
    '/email-templates/no-such-template',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
  }
})
