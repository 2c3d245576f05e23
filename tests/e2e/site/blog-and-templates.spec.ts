import { expect, test } from '@playwright/test'
import { waitForHydration } from '../helpers'
import { seedText } from '../../support/seedContent'

/** Each category with the articles its archive lists, which its tile on /blog counts. */
const CATEGORIES = [
  { slug: 'ai', title: 'AI & Automation', posts: ['The Future of AI in Email Marketing'], countText: '1 article' },
  {
    slug: 'best-practices',
    title: 'Best Practices',
    posts: ['Maximizing Response Rates: 8 Habits of Teams That Get Replies'],
    countText: '1 article',
  },
  { slug: 'case-studies', title: 'Case Studies', posts: [], countText: '0 articles' },
  { slug: 'tutorials', title: 'Tutorials', posts: [], countText: '0 articles' },
]

const TEMPLATES = [
  {
    title: 'Cold Outreach Sequence',
    slug: 'cold-outreach-sequence',
    subject: 'Question about {{company}}’s [focus area]',
    days: [3, 7, 14],
  },
  {
    title: 'Follow-up Master Template',
    slug: 'follow-up-master-template',
    subject: 'One more idea for {{company}}',
    days: [4, 12, 30, 90, 180],
  },
  {
    title: 'Sales Recovery Campaign',
    slug: 'sales-recovery-campaign',
    subject: 'Picking up where we left off, {{first_name}}',
    days: [5, 14, 60],
  },
]

test.describe('blog', () => {
  test('/blog shows two article cards and the categories with their counts', async ({ page }) => {
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedText('blogPage', 'title'))
    await expect(page).toHaveTitle(/\| Persistly$/)

    await expect(page.locator('main h2').first()).toHaveText('The Future of AI in Email Marketing')
    const card = page
      .locator('main li')
      .filter({ has: page.getByRole('heading', { name: 'The Future of AI in Email Marketing' }) })
    await expect(card).toContainText('By Maya Ellison')
    await expect(card.locator('time')).toHaveText('April 8, 2025')
    await expect(card.locator('time')).toHaveAttribute('datetime', '2025-04-08')
    await expect(card).toContainText('AI is moving email from scheduled blasts')
    await expect(card.getByRole('listitem').filter({ hasText: 'Personalization' })).toBeVisible()
    // The title is the card's link (a name that says where it goes); Read More is what the card shows.
    await expect(card.getByRole('link', { name: 'The Future of AI in Email Marketing' })).toHaveAttribute(
      'href',
      '/blog/future-of-ai-email-marketing',
    )
    await expect(card).toContainText('Read More')

    const articleLinks = page.locator('main ul').first().getByRole('link')
    await expect(articleLinks).toHaveCount(2)
    await expect(articleLinks.nth(1)).toHaveAttribute('href', '/blog/maximizing-response-rates')
    await expect(page.locator('main li').filter({ hasText: 'Daniel Okafor' }).locator('time')).toHaveText(
      'March 25, 2025',
    )

    const categories = page.getByRole('region', { name: 'Browse by Category' })
    await expect(categories.getByRole('heading', { level: 2 })).toHaveText('Browse by Category')
    await expect(categories.getByRole('link')).toHaveCount(4)
    for (const category of CATEGORIES) {
      const link = categories.getByRole('link', { name: category.title, exact: true })
      await expect(link).toHaveAttribute('href', `/blog/category/${category.slug}`)
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
    // otherwise wait for the covered text itself to take the click).
    await page.locator('main li').first().getByText('Read More').click({ force: true })
    await expect(page).toHaveURL('/blog/future-of-ai-email-marketing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Future of AI in Email Marketing')
    await expect(page).toHaveTitle('The Future of AI in Email Marketing | Persistly')
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')

    const article = page.locator('main article')
    await expect(article).toContainText('By Maya Ellison, Head of AI Product')
    await expect(article.locator('time[datetime="2025-04-08"]')).toHaveText('April 8, 2025')
    await expect(article.getByRole('listitem').filter({ hasText: /^Email Marketing$/ })).toBeVisible()
    await expect(article.getByRole('heading', { level: 2, name: 'Five shifts already under way' })).toBeVisible()
    await expect(
      article.getByRole('heading', { level: 3, name: '2. Send times learned for each recipient' }),
    ).toBeVisible()
    await expect(article.getByText('Treat AI as your best junior rep')).toBeVisible()
    await expect(article.getByRole('link', { name: 'AI & Automation' })).toHaveAttribute('href', '/blog/category/ai')
    await expect(article.getByRole('link', { name: 'Cold Outreach Guide' })).toHaveAttribute(
      'href',
      '/cold-outreach-guide',
    )

    const related = page.getByRole('region', { name: 'Related articles' })
    await expect(related.getByRole('heading', { level: 3 })).toHaveText([
      'Maximizing Response Rates: 8 Habits of Teams That Get Replies',
    ])
    await expect(
      related.getByRole('link', { name: 'Maximizing Response Rates: 8 Habits of Teams That Get Replies' }),
    ).toHaveAttribute('href', '/blog/maximizing-response-rates')

    await page.getByRole('link', { name: 'Back to Blog' }).click()
    await expect(page).toHaveURL('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedText('blogPage', 'title'))
  })

  test('the second article renders with its own body, category and related post', async ({ page }) => {
    const response = await page.goto('/blog/maximizing-response-rates')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Maximizing Response Rates: 8 Habits of Teams That Get Replies',
    )
    const article = page.locator('main article')
    await expect(article).toContainText('By Daniel Okafor, Director of Customer Success')
    await expect(article.getByRole('heading', { level: 2, name: '4. Ask for one small thing' })).toBeVisible()
    await expect(article.getByRole('link', { name: 'Best Practices' })).toHaveAttribute(
      'href',
      '/blog/category/best-practices',
    )
    const related = page.getByRole('region', { name: 'Related articles' })
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(['The Future of AI in Email Marketing'])
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
  })

  for (const category of CATEGORIES) {
    test(`/blog/category/${category.slug} shows the category and its articles`, async ({ page }) => {
      const response = await page.goto(`/blog/category/${category.slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title)
      const list = page.getByRole('region', { name: 'Latest articles' })
      if (category.posts.length) {
        await expect(list.getByRole('heading', { level: 3 })).toHaveText(category.posts)
        await expect(list.getByRole('link')).toHaveText(category.posts)
      } else {
        await expect(list.getByText('New articles in this category are on their way.', { exact: false })).toBeVisible()
        await expect(list.getByRole('link')).toHaveCount(0)
      }
      await page.getByRole('link', { name: 'Back to Blog' }).click()
      await expect(page).toHaveURL('/blog')
    })
  }

  test('a category page shows its description', async ({ page }) => {
    await page.goto('/blog/category/ai')
    await expect(page.getByText('How AI writes, times and adapts outreach')).toBeVisible()
  })
})

test.describe('email templates', () => {
  test('/email-templates shows three cards with description, tags and View Template', async ({ page }) => {
    const response = await page.goto('/email-templates')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Templates')
    await expect(page.locator('main h2')).toHaveText(TEMPLATES.map((template) => template.title))
    const links = page.locator('main').getByRole('link', { name: 'View Template' })
    await expect(links).toHaveCount(3)
    for (const [index, template] of TEMPLATES.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/email-templates/${template.slug}`)
    }
    const card = page.locator('main li').filter({ has: page.getByRole('heading', { name: 'Sales Recovery Campaign' }) })
    await expect(card).toContainText('Re-open stalled deals and win back prospects')
    await expect(card.getByRole('listitem').filter({ hasText: 'Win-back' })).toBeVisible()
  })

  test('View Template opens the template: subject, body with merge tags, when to use it, follow-ups, way back', async ({
    page,
  }) => {
    await page.goto('/email-templates')
    await page.locator('main').getByRole('link', { name: 'View Template' }).first().click()
    await expect(page).toHaveURL('/email-templates/cold-outreach-sequence')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cold Outreach Sequence')
    await expect(page.locator('main h2')).toHaveText(['Email', 'When to use it', 'Follow-up steps'])
    await expect(page.locator('main p').filter({ hasText: 'Subject:' }).first()).toContainText(TEMPLATES[0].subject)
    await expect(page.locator('main [data-merge-tag]').filter({ hasText: '{{first_name}}' }).first()).toBeVisible()
    await expect(page.getByText('I noticed', { exact: false }).first()).toBeVisible()
    await expect(page.getByText('Text in {{double_braces}} is filled in', { exact: false })).toBeVisible()
    await expect(page.getByText('Use it for first contact with prospects', { exact: false })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Email Templates' }).click()
    await expect(page).toHaveURL('/email-templates')
  })

  for (const template of TEMPLATES) {
    test(`/email-templates/${template.slug} shows the email and its follow-up days`, async ({ page }) => {
      const response = await page.goto(`/email-templates/${template.slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(template.title)
      await expect(page.locator('main p').filter({ hasText: 'Subject:' }).first()).toContainText(template.subject)
      await expect(page.locator('main h3')).toHaveText(template.days.map((day) => `Day ${day}`))
      await expect(page.getByRole('button', { name: 'Copy template' })).toHaveCount(1 + template.days.length)
      await expect(page.getByRole('link', { name: 'Back to Email Templates' })).toHaveAttribute(
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
    await page.goto('/email-templates/follow-up-master-template')
    const copy = page.getByRole('button', { name: 'Copy template' }).first()
    await waitForHydration(copy)
    await copy.click()
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied.startsWith('Subject: One more idea for {{company}}\n\nHi {{first_name}},')).toBe(true)
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
