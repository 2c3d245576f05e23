import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from '../helpers'

const SITE = 'http://localhost:3000'

const CHAPTERS = [
  { slug: 'understanding-your-audience', title: 'Understanding Your Audience', minutes: 10 },
  { slug: 'crafting-the-perfect-subject-line', title: 'Crafting the Perfect Subject Line', minutes: 8 },
  { slug: 'writing-compelling-copy', title: 'Writing Compelling Copy', minutes: 15 },
  { slug: 'follow-up-strategies', title: 'Follow-up Strategies', minutes: 12 },
]

const DOCS = [
  {
    slug: 'getting-started',
    title: 'Getting Started',
    topics: ['Account setup', 'First campaign', 'Dashboard overview', 'Best practices'],
    text: 'New Campaign',
  },
  {
    slug: 'core-features',
    title: 'Core Features',
    topics: ['AI-powered automation', 'Follow-up sequences', 'Analytics and reporting', 'Template management'],
    text: 'stop automatically when a recipient replies',
  },
  {
    slug: 'advanced-topics',
    title: 'Advanced Topics',
    topics: ['API integration', 'Custom workflows', 'Advanced personalization', 'Enterprise features'],
    text: 'SAML single sign-on',
  },
  {
    slug: 'security-compliance',
    title: 'Security & Compliance',
    topics: ['Data protection', 'GDPR compliance', 'Security best practices', 'Privacy controls'],
    text: 'AES-256',
  },
]

/** The BreadcrumbList the page embeds for search engines, as [name, url] pairs. */
async function breadcrumbs(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = scripts.flatMap((text) => [JSON.parse(text)].flat())
  const list = data.find((item) => item['@type'] === 'BreadcrumbList')
  return (list?.itemListElement ?? []).map((crumb: { name: string; item: string }) => [crumb.name, crumb.item])
}

test.describe('Cold Outreach Guide', () => {
  test('the index lists the four chapters with their reading times, each linking to its page', async ({ page }) => {
    const response = await page.goto('/cold-outreach-guide')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cold Outreach Guide')
    const cards = page.locator('main ol > li')
    await expect(cards).toHaveCount(4)
    for (const [index, chapter] of CHAPTERS.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(chapter.title)
      await expect(card).toContainText(`Chapter ${index + 1}`)
      await expect(card).toContainText(`${chapter.minutes} min read`)
      const link = card.getByRole('link')
      await expect(link).toHaveAccessibleName(new RegExp(`^Read Chapter.*${chapter.title}`))
      await expect(link).toHaveAttribute('href', `/cold-outreach-guide/${chapter.slug}`)
    }
    await expect(page).toHaveTitle('The Cold Outreach Guide: from first email to reply | Persistly')
  })

  test('a chapter card opens its chapter', async ({ page }) => {
    await page.goto('/cold-outreach-guide')
    await page.getByRole('link', { name: /Writing Compelling Copy/ }).click()
    await expect(page).toHaveURL('/cold-outreach-guide/writing-compelling-copy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Writing Compelling Copy')
  })

  for (const [index, chapter] of CHAPTERS.entries()) {
    test(`/cold-outreach-guide/${chapter.slug}: solar system, reading time, the chapter text and its neighbours`, async ({
      page,
    }) => {
      const path = `/cold-outreach-guide/${chapter.slug}`
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapter.title)
      await expect(page.locator('main [data-orbit]')).toHaveCount(3)
      await expect(page.locator('main').getByText(`${chapter.minutes} min read`)).toBeVisible()
      await expect(page.locator('main').getByText(`Chapter ${index + 1}`, { exact: true })).toBeVisible()
      // The body: several sections, each heading with an anchor.
      const sections = page.locator('main article h2')
      expect(await sections.count()).toBeGreaterThanOrEqual(3)
      await expect(sections.first()).toHaveAttribute('id', /^[a-z0-9-]+$/)
      await expect(page.getByRole('link', { name: 'Back to Guide' })).toHaveAttribute('href', '/cold-outreach-guide')

      const previous = CHAPTERS[index - 1]
      const next = CHAPTERS[index + 1]
      if (previous) {
        await expect(page.locator('main a[rel="prev"]')).toHaveAttribute(
          'href',
          `/cold-outreach-guide/${previous.slug}`,
        )
        await expect(page.locator('main a[rel="prev"]')).toContainText(previous.title)
      } else await expect(page.locator('main a[rel="prev"]')).toHaveCount(0)
      if (next) {
        await expect(page.locator('main a[rel="next"]')).toHaveAttribute('href', `/cold-outreach-guide/${next.slug}`)
        await expect(page.locator('main a[rel="next"]')).toContainText(next.title)
      } else await expect(page.locator('main a[rel="next"]')).toHaveCount(0)

      expect(await breadcrumbs(page)).toEqual([
        ['Persistly', SITE],
        ['Cold Outreach Guide', `${SITE}/cold-outreach-guide`],
        [chapter.title, `${SITE}${path}`],
      ])
      await expect(page).toHaveTitle(`${chapter.title}: Cold Outreach Guide | Persistly`)
    })
  }

  test('the chapters carry the advice the guide promises', async ({ page }) => {
    await page.goto('/cold-outreach-guide/follow-up-strategies')
    await expect(page.locator('main article')).toContainText('two to four days after the first message')
    await page.goto('/cold-outreach-guide/crafting-the-perfect-subject-line')
    await expect(page.locator('main article')).toContainText('at least two or three variants')
  })

  test('Back to Guide returns to the index', async ({ page }) => {
    await page.goto('/cold-outreach-guide/follow-up-strategies')
    await page.getByRole('link', { name: 'Back to Guide' }).click()
    await expect(page).toHaveURL('/cold-outreach-guide')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cold Outreach Guide')
  })

  test('an unknown chapter answers 404', async ({ page }) => {
    const response = await page.goto('/cold-outreach-guide/no-such-chapter')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  })
})

test.describe('Documentation', () => {
  test('the hub has a card for each page with its topics and a link to it', async ({ page }) => {
    const response = await page.goto('/documentation')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation')
    const cards = page.locator('main ul > li:has(h2)')
    await expect(cards).toHaveCount(4)
    for (const [index, doc] of DOCS.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(doc.title)
      await expect(card.locator('ul > li')).toHaveText(doc.topics)
      await expect(card.getByRole('link')).toHaveAttribute('href', `/documentation/${doc.slug}`)
    }
    await expect(page).toHaveTitle('Documentation | Persistly')
  })

  test('a hub card opens its page', async ({ page }) => {
    await page.goto('/documentation')
    await page.getByRole('link', { name: /Security & Compliance/ }).click()
    await expect(page).toHaveURL('/documentation/security-compliance')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security & Compliance')
  })

  for (const doc of DOCS) {
    test(`/documentation/${doc.slug}: the text, an "on this page" list of its sections and the way back`, async ({
      page,
    }) => {
      const path = `/documentation/${doc.slug}`
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
      await expect(page.locator('main article')).toContainText(doc.text)

      const contents = page.getByRole('navigation', { name: 'On this page' })
      await expect(contents).toBeVisible()
      const entries = contents.getByRole('link')
      expect(await entries.count()).toBeGreaterThanOrEqual(4)
      // Every entry leads to a heading of the text.
      for (const href of await entries.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(/^#./)
        await expect(page.locator(`main article :is(h2, h3)[id="${href!.slice(1)}"]`)).toHaveCount(1)
      }

      await expect(page.getByRole('link', { name: 'Back to Documentation' })).toHaveAttribute('href', '/documentation')
      expect(await breadcrumbs(page)).toEqual([
        ['Persistly', SITE],
        ['Documentation', `${SITE}/documentation`],
        [doc.title, `${SITE}${path}`],
      ])
      await expect(page).toHaveTitle(`${doc.title}: Documentation | Persistly`)
    })
  }

  test('an "on this page" entry scrolls to its section', async ({ page }) => {
    await page.goto('/documentation/core-features')
    const contents = page.getByRole('navigation', { name: 'On this page' })
    const entry = contents.getByRole('link').last()
    const id = (await entry.getAttribute('href'))!.slice(1)
    await entry.click()
    await expect(page).toHaveURL(`/documentation/core-features#${id}`)
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport()
  })

  test('advanced topics links to the API documentation', async ({ page }) => {
    await page.goto('/documentation/advanced-topics')
    await expect(page.locator('main article a[href="/api"]')).toHaveCount(1)
  })

  test('Back to Documentation returns to the hub', async ({ page }) => {
    await page.goto('/documentation/getting-started')
    await page.getByRole('link', { name: 'Back to Documentation' }).click()
    await expect(page).toHaveURL('/documentation')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation')
  })

  test('an unknown documentation page answers 404', async ({ page }) => {
    const response = await page.goto('/documentation/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  })
})

test.describe('API documentation', () => {
  test('/api has its four sections in order', async ({ page }) => {
    const response = await page.goto('/api')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API Documentation')
    await expect(page.locator('main h2')).toHaveText(['Getting Started', 'Authentication', 'Rate Limits', 'Endpoints'])
    await expect(page).toHaveTitle('API Documentation | Persistly')
  })

  test('Getting Started shows the sample request, readable and copyable', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/api')
    const sample = page.locator('#getting-started').locator('..').locator('pre').first()
    await expect(sample).toBeVisible()
    await expect(sample).toContainText('POST https://api.persistly.ai/v1/send')
    await expect(sample).toContainText('Authorization: Bearer YOUR_API_KEY')
    await expect(sample).toContainText('Content-Type: application/json')
    // Readable: light text on the dark panel, in a monospaced font, not clipped vertically.
    const style = await sample.evaluate((element) => {
      const code = getComputedStyle(element)
      return { color: code.color, font: code.fontFamily }
    })
    expect(style.font).toMatch(/mono/i)
    const [red, green, blue] = style.color.match(/\d+/g)!.map(Number)
    expect(red + green + blue).toBeGreaterThan(600)

    const copy = page.locator('#getting-started').locator('..').getByRole('button')
    await expect(copy).toHaveText('Copy')
    await waitForHydration(copy)
    await copy.click()
    await expect(copy).toHaveText('Copied')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^POST https:\/\/api\.persistly\.ai\/v1\/send\n/)
    expect(copied).toContain('"follow_up"')
  })

  test('Authentication explains the bearer token', async ({ page }) => {
    await page.goto('/api')
    const section = page.locator('section[aria-labelledby="authentication"]')
    await expect(section).toContainText('Authorization: Bearer YOUR_API_KEY')
    await expect(section).toContainText('401 Unauthorized')
  })

  test('Rate Limits is a table of tiers and limits', async ({ page }) => {
    await page.goto('/api')
    const table = page.getByRole('table', { name: 'Rate Limits' })
    await expect(table.getByRole('columnheader')).toHaveText(['Tier', 'Rate limit'])
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(3)
    const cells = async (index: number) => [
      (await rows.nth(index).getByRole('rowheader').locator('span').first().textContent())?.trim(),
      (await rows.nth(index).getByRole('cell').textContent())?.trim(),
    ]
    expect(await cells(0)).toEqual(['Starter', '100 requests/minute'])
    expect(await cells(1)).toEqual(['Professional', '1,000 requests/minute'])
    expect(await cells(2)).toEqual(['Enterprise', 'Custom'])
  })

  test('Endpoints lists Campaigns then Analytics with method, path and description', async ({ page }) => {
    await page.goto('/api')
    const section = page.locator('section[aria-labelledby="endpoints"]')
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Campaigns', 'Analytics'])
    // Each entry: the method badge, the path (in code) and the description, in that order.
    const rows = await section.locator('li').evaluateAll((items) =>
      items.map((item) => {
        const path = item.querySelector('code')!
        return [path.previousElementSibling?.textContent, path.textContent, item.lastElementChild?.textContent].join(
          ' ',
        )
      }),
    )
    expect(rows).toEqual([
      'GET /api/v1/campaigns List all campaigns in your account.',
      'POST /api/v1/campaigns Create a new campaign.',
      'PUT /api/v1/campaigns/{id} Update an existing campaign.',
      'DELETE /api/v1/campaigns/{id} Delete a campaign.',
      'GET /api/v1/analytics/opens Get open rates.',
      'GET /api/v1/analytics/clicks Get click-through rates.',
      'GET /api/v1/analytics/responses Get response rates.',
    ])
  })
})
