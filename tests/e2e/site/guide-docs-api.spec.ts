import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from '../helpers'
import { blockTexts, pageTitle, seedDocument, seedReferenced, seedText } from '../../support/seedContent'

const SITE = 'http://localhost:3000'

type Reference = { _ref: string }
type Labels = Record<string, string>
type Body = Parameters<typeof blockTexts>[0]
type Seo = { seo: { title: string } }
type Chapter = { title: string; slug: { current: string }; readTime: number; body: Body } & Seo
type DocPage = { title: string; slug: { current: string }; topics: string[]; body: Body } & Seo

const guidePage = seedDocument<{ title: string; chapters: Reference[]; labels: Labels }>('guidePage')
const docsPage = seedDocument<{ title: string; pages: Reference[]; labels: Labels }>('documentationPage')
const apiPage = seedDocument<ApiPage>('apiDocsPage')
const companyName = seedText('siteSettings', 'companyName')
const notFoundHeading = seedText('notFoundPage', 'heading')

const CHAPTERS = seedReferenced<Chapter>(guidePage.chapters).map((chapter) => ({
  ...chapter,
  path: `/cold-outreach-guide/${chapter.slug.current}`,
}))
const DOCS = seedReferenced<DocPage>(docsPage.pages).map((doc) => ({
  ...doc,
  path: `/documentation/${doc.slug.current}`,
  // A paragraph of its text, to find on the page.
  text: blockTexts(doc.body, 'normal')[0].slice(0, 40),
}))
const guideLabels = guidePage.labels
const docsLabels = docsPage.labels

type ApiPage = {
  title: string
  gettingStarted: { heading: string; codeSample: { code: string } }
  authentication: { heading: string; body: Body }
  rateLimits: { heading: string; tiers: { name: string; limit: string }[] }
  endpoints: {
    heading: string
    groups: { title: string; endpoints: { method: string; path: string; description: string }[] }[]
  }
  labels: Labels
}

/** The BreadcrumbList the page embeds for search engines, as [name, url] pairs. */
async function breadcrumbs(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = scripts.flatMap((text) => [JSON.parse(text)].flat())
  const list = data.find((item) => item['@type'] === 'BreadcrumbList')
  return (list?.itemListElement ?? []).map((crumb: { name: string; item: string }) => [crumb.name, crumb.item])
}

test.describe('Cold Outreach Guide', () => {
  test('the index lists the chapters with their reading times, each linking to its page', async ({ page }) => {
    const response = await page.goto('/cold-outreach-guide')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guidePage.title)
    const cards = page.locator('main ol > li')
    await expect(cards).toHaveCount(CHAPTERS.length)
    for (const [index, chapter] of CHAPTERS.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(chapter.title)
      await expect(card).toContainText(`${guideLabels.chapterLabel} ${index + 1}`)
      await expect(card).toContainText(`${chapter.readTime} ${guideLabels.minReadLabel}`)
      const link = card.getByRole('link')
      await expect(link).toHaveAccessibleName(new RegExp(`^${guideLabels.readChapterLabel}.*${chapter.title}`))
      await expect(link).toHaveAttribute('href', chapter.path)
    }
    await expect(page).toHaveTitle(pageTitle('guidePage'))
  })

  test('a chapter card opens its chapter', async ({ page }) => {
    const chapter = CHAPTERS[2]
    await page.goto('/cold-outreach-guide')
    await page.getByRole('link', { name: new RegExp(chapter.title) }).click()
    await expect(page).toHaveURL(chapter.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapter.title)
  })

  for (const [index, chapter] of CHAPTERS.entries()) {
    test(`${chapter.path}: solar system, reading time, the chapter text and its neighbours`, async ({ page }) => {
      const { path } = chapter
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapter.title)
      await expect(page.locator('main [data-orbit]')).toHaveCount(3)
      await expect(page.locator('main').getByText(`${chapter.readTime} ${guideLabels.minReadLabel}`)).toBeVisible()
      await expect(
        page.locator('main').getByText(`${guideLabels.chapterLabel} ${index + 1}`, { exact: true }),
      ).toBeVisible()
      // The body: several sections, each heading with an anchor.
      const sections = page.locator('main article h2')
      expect(await sections.count()).toBeGreaterThanOrEqual(3)
      await expect(sections.first()).toHaveAttribute('id', /^[a-z0-9-]+$/)
      await expect(page.getByRole('link', { name: guideLabels.backLabel })).toHaveAttribute(
        'href',
        '/cold-outreach-guide',
      )

      const previous = CHAPTERS[index - 1]
      const next = CHAPTERS[index + 1]
      if (previous) {
        await expect(page.locator('main a[rel="prev"]')).toHaveAttribute('href', previous.path)
        await expect(page.locator('main a[rel="prev"]')).toContainText(previous.title)
      } else await expect(page.locator('main a[rel="prev"]')).toHaveCount(0)
      if (next) {
        await expect(page.locator('main a[rel="next"]')).toHaveAttribute('href', next.path)
        await expect(page.locator('main a[rel="next"]')).toContainText(next.title)
      } else await expect(page.locator('main a[rel="next"]')).toHaveCount(0)

      expect(await breadcrumbs(page)).toEqual([
        [companyName, SITE],
        [guidePage.title, `${SITE}/cold-outreach-guide`],
        [chapter.title, `${SITE}${path}`],
      ])
      await expect(page).toHaveTitle(
        `${seedText(`guideChapter-${chapter.slug.current}`, 'title')}: ${guidePage.title} | ${companyName}`,
      )
    })
  }

  test('each chapter shows its whole text: every section heading', async ({ page }) => {
    for (const chapter of CHAPTERS) {
      await page.goto(chapter.path)
      await expect(page.locator('main article h2')).toHaveText(blockTexts(chapter.body, 'h2'))
    }
  })

  test('Back to Guide returns to the index', async ({ page }) => {
    await page.goto(CHAPTERS.at(-1)!.path)
    await page.getByRole('link', { name: guideLabels.backLabel }).click()
    await expect(page).toHaveURL('/cold-outreach-guide')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guidePage.title)
  })

  test('an unknown chapter answers 404', async ({ page }) => {
    const response = await page.goto('/cold-outreach-guide/no-such-chapter')
    expect(response?.status()).toBe(404)
    await expect(page.getByText(notFoundHeading)).toBeVisible()
  })
})

test.describe('Documentation', () => {
  test('the hub has a card for each page with its topics and a link to it', async ({ page }) => {
    const response = await page.goto('/documentation')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(docsPage.title)
    const cards = page.locator('main ul > li:has(h2)')
    await expect(cards).toHaveCount(DOCS.length)
    for (const [index, doc] of DOCS.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(doc.title)
      await expect(card.locator('ul > li')).toHaveText(doc.topics)
      await expect(card.getByRole('link')).toHaveAttribute('href', doc.path)
    }
    await expect(page).toHaveTitle(pageTitle('documentationPage'))
  })

  test('a hub card opens its page', async ({ page }) => {
    const doc = DOCS.at(-1)!
    await page.goto('/documentation')
    await page.getByRole('link', { name: new RegExp(doc.title) }).click()
    await expect(page).toHaveURL(doc.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
  })

  for (const doc of DOCS) {
    test(`${doc.path}: the text, an "on this page" list of its sections and the way back`, async ({ page }) => {
      const { path } = doc
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
      await expect(page.locator('main article')).toContainText(doc.text)

      const contents = page.getByRole('navigation', { name: docsLabels.onThisPageLabel })
      await expect(contents).toBeVisible()
      const entries = contents.getByRole('link')
      expect(await entries.count()).toBeGreaterThanOrEqual(4)
      // Every entry leads to a heading of the text.
      for (const href of await entries.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(/^#./)
        await expect(page.locator(`main article :is(h2, h3)[id="${href!.slice(1)}"]`)).toHaveCount(1)
      }

      await expect(page.getByRole('link', { name: docsLabels.backLabel })).toHaveAttribute('href', '/documentation')
      expect(await breadcrumbs(page)).toEqual([
        [companyName, SITE],
        [docsPage.title, `${SITE}/documentation`],
        [doc.title, `${SITE}${path}`],
      ])
      await expect(page).toHaveTitle(`${doc.seo.title} | ${companyName}`)
    })
  }

  test('an "on this page" entry scrolls to its section', async ({ page }) => {
    await page.goto('/documentation/core-features')
    const contents = page.getByRole('navigation', { name: docsLabels.onThisPageLabel })
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
    await page.goto(DOCS[0].path)
    await page.getByRole('link', { name: docsLabels.backLabel }).click()
    await expect(page).toHaveURL('/documentation')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(docsPage.title)
  })

  test('an unknown documentation page answers 404', async ({ page }) => {
    const response = await page.goto('/documentation/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText(notFoundHeading)).toBeVisible()
  })
})

test.describe('API documentation', () => {
  test('/api has its four sections in order', async ({ page }) => {
    const response = await page.goto('/api')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(apiPage.title)
    await expect(page.locator('main h2')).toHaveText([
      apiPage.gettingStarted.heading,
      apiPage.authentication.heading,
      apiPage.rateLimits.heading,
      apiPage.endpoints.heading,
    ])
    await expect(page).toHaveTitle(pageTitle('apiDocsPage'))
  })

  test('Getting Started shows the sample request, readable and copyable', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/api')
    const sample = page.locator('#getting-started').locator('..').locator('pre').first()
    await expect(sample).toBeVisible()
    const [requestLine, ...headerLines] = apiPage.gettingStarted.codeSample.code.split('\n\n')[0].split('\n')
    await expect(sample).toContainText(requestLine)
    for (const line of headerLines) await expect(sample).toContainText(line)
    // Readable: light text on the dark panel, in a monospaced font, not clipped vertically.
    const style = await sample.evaluate((element) => {
      const code = getComputedStyle(element)
      return { color: code.color, font: code.fontFamily }
    })
    expect(style.font).toMatch(/mono/i)
    const [red, green, blue] = style.color.match(/\d+/g)!.map(Number)
    expect(red + green + blue).toBeGreaterThan(600)

    const copy = page.locator('#getting-started').locator('..').getByRole('button')
    await expect(copy).toHaveText(apiPage.labels.copyLabel)
    await waitForHydration(copy)
    await copy.click()
    await expect(copy).toHaveText(apiPage.labels.copiedLabel)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiPage.gettingStarted.codeSample.code)
  })

  test('Authentication explains the bearer token: its text, its example and its warning', async ({ page }) => {
    await page.goto('/api')
    const section = page.locator('section[aria-labelledby="authentication"]')
    const { body } = apiPage.authentication
    await expect(section.locator('p')).toContainText(blockTexts(body, 'normal').map((text) => text.replace(/`/g, '')))
    for (const block of body) {
      if (block._type === 'codeBlock') await expect(section.locator('pre')).toContainText(block.code!)
      if (block._type === 'callout') await expect(section).toContainText(block.title!)
    }
  })

  test('Rate Limits is a table of tiers and limits', async ({ page }) => {
    await page.goto('/api')
    const { tiers } = apiPage.rateLimits
    const table = page.getByRole('table', { name: apiPage.rateLimits.heading })
    await expect(table.getByRole('columnheader')).toHaveText([
      apiPage.labels.tierColumnLabel,
      apiPage.labels.limitColumnLabel,
    ])
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(tiers.length)
    const cells = async (index: number) => [
      (await rows.nth(index).getByRole('rowheader').locator('span').first().textContent())?.trim(),
      (await rows.nth(index).getByRole('cell').textContent())?.trim(),
    ]
    for (const [index, tier] of tiers.entries()) expect(await cells(index)).toEqual([tier.name, tier.limit])
  })

  test('Endpoints lists Campaigns then Analytics with method, path and description', async ({ page }) => {
    await page.goto('/api')
    const section = page.locator('section[aria-labelledby="endpoints"]')
    const { groups } = apiPage.endpoints
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(groups.map((group) => group.title))
    // Each entry: the method badge, the path (in code) and the description, in that order.
    const rows = await section.locator('li').evaluateAll((items) =>
      items.map((item) => {
        const path = item.querySelector('code')!
        return [path.previousElementSibling?.textContent, path.textContent, item.lastElementChild?.textContent].join(
          ' ',
        )
      }),
    )
    expect(rows).toEqual(
      groups.flatMap((group) => group.endpoints.map((entry) => `${entry.method} ${entry.path} ${entry.description}`)),
    )
  })
})
