import { expect, test, type Page } from '@playwright/test'

/** /testimonials, /case-studies and its detail pages, /about and /careers, as a visitor sees them. */

async function open(page: Page, path: string, h1: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
}

/** The statistics of a <dl> on the page, as [value, label] pairs. */
async function statistics(page: Page) {
  const items = await page.getByRole('main').locator('dl > div').all()
  return Promise.all(
    items.map(async (item) => [await item.locator('dd').innerText(), await item.locator('dt').innerText()]),
  )
}

test('/testimonials shows the 5-star featured story with two quotes and four smaller cards', async ({ page }) => {
  await open(page, '/testimonials', 'Client Success Stories')
  await expect(page).toHaveTitle('Client Success Stories | Persistly')

  const featured = page.getByRole('region', { name: 'Featured Story' })
  await expect(featured.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible()
  await expect(featured.locator('blockquote p')).toHaveCount(2)
  await expect(featured.locator('blockquote')).toContainText('Our engagement is up 300%')
  await expect(featured.getByText('Sarah Mitchell', { exact: true })).toBeVisible()
  await expect(featured.getByText('VP of Sales, Global Tech Solutions')).toBeVisible()

  const cards = page.getByRole('region', { name: 'More from our customers' }).getByRole('listitem')
  await expect(cards).toHaveCount(4)
  await expect(cards.locator('figcaption')).toContainText(['Marcus Chen', 'Priya Raman', 'David Okafor', 'Elena Rossi'])
  for (const card of await cards.all()) {
    await expect(card.getByRole('img', { name: /^Rated \d out of 5 stars$/ })).toBeVisible()
    await expect(card.locator('blockquote')).not.toBeEmpty()
  }
})

test('/case-studies shows three cards with metrics, challenge, solution and a link to each story', async ({ page }) => {
  await open(page, '/case-studies', 'Case Studies')
  await expect(page).toHaveTitle('Case Studies | Persistly')
  const cards = page.getByRole('article')
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Global Tech Solutions',
    'InnovateTech',
    'DigitalSphere',
  ])
  for (const card of await cards.all()) {
    await expect(card.locator('dl dd')).toHaveCount(3)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(['Challenge', 'Solution'])
  }
  await expect(cards.first().locator('dl dd')).toHaveText(['$2.5M', '85%', '10x'])
  const links = page.getByRole('main').getByRole('link', { name: 'Read Full Case Study' })
  await expect(links).toHaveCount(3)
  expect(await Promise.all((await links.all()).map((link) => link.getAttribute('href')))).toEqual([
    '/case-studies/global-tech-solutions',
    '/case-studies/innovate-tech',
    '/case-studies/digital-sphere',
  ])
  await links.first().click()
  await expect(page).toHaveURL('/case-studies/global-tech-solutions')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Global Tech Solutions')
})

const CASE_STUDIES = [
  {
    slug: 'global-tech-solutions',
    title: 'Global Tech Solutions',
    intro: 'sells managed IT and cloud services',
    metrics: ['$2.5M', '85%', '10x'],
    firstResult: '$2.5M in additional closed revenue',
  },
  {
    slug: 'innovate-tech',
    title: 'InnovateTech',
    intro: 'builds workflow software for operations teams',
    metrics: ['60%', '3x', '200+'],
    firstResult: '200+ new clients signed',
  },
  {
    slug: 'digital-sphere',
    title: 'DigitalSphere',
    intro: 'runs outbound programs for B2B brands',
    metrics: ['450%', '40%', '5x'],
    firstResult: '450% increase in response rates',
  },
]

for (const caseStudy of CASE_STUDIES) {
  test(`/case-studies/${caseStudy.slug} tells the whole story and links back to the index`, async ({ page }) => {
    const path = `/case-studies/${caseStudy.slug}`
    await open(page, path, caseStudy.title)
    const main = page.getByRole('main')
    await expect(main.getByText(caseStudy.intro)).toBeVisible()
    await expect(main.locator('dl dd')).toHaveText(caseStudy.metrics)
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Challenge', 'Solution', 'Results'])
    const results = page.getByRole('region', { name: 'Results' }).getByRole('listitem')
    await expect(results).toHaveCount(4)
    await expect(results.first()).toContainText(caseStudy.firstResult)

    const breadcrumbs = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((text) => [JSON.parse(text)].flat())
      .find((data) => data['@type'] === 'BreadcrumbList')
    expect(breadcrumbs?.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Persistly',
      'Case Studies',
      caseStudy.title,
    ])
    expect(breadcrumbs?.itemListElement[2].item).toMatch(new RegExp(`${path}$`))

    await main.getByRole('link', { name: 'Back to all Case Studies' }).click()
    await expect(page).toHaveURL('/case-studies')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies')
  })
}

test('a case study slug that does not exist answers 404', async ({ page }) => {
  const response = await page.goto('/case-studies/no-such-client')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
})

test('/about shows the mission, the journey, three statistics and the four values', async ({ page }) => {
  await open(page, '/about', 'About Us')
  await expect(page).toHaveTitle('About Us | Persistly')
  await expect(page.getByRole('region', { name: 'Our Mission' })).toContainText('Our mission is to give every business')
  await expect(page.getByRole('region', { name: 'Our Journey' })).toContainText('founded in San Francisco in 2023')
  expect(await statistics(page)).toEqual([
    ['10M+', 'Emails Sent'],
    ['5,000+', 'Happy Customers'],
    ['98%', 'Customer Satisfaction'],
  ])
  await expect(page.getByRole('region', { name: 'Our Values' }).getByRole('heading', { level: 3 })).toHaveText([
    'Innovation',
    'Customer Success',
    'Privacy & Security',
    'Sustainability',
  ])
})

const JOBS = [
  {
    title: 'Senior AI Engineer',
    location: 'Remote',
    requirement: '5+ years of experience building and shipping ML/AI',
  },
  { title: 'Product Designer', location: 'San Francisco, CA', requirement: '3+ years of product design experience' },
  { title: 'Customer Success Manager', location: 'New York, NY', requirement: '3+ years in customer success' },
]

test('/careers lists the three jobs with requirements and an apply link, and the benefits', async ({ page }) => {
  await open(page, '/careers', 'Careers')
  await expect(page).toHaveTitle('Careers | Persistly')
  const positions = page.getByRole('region', { name: 'Open Positions' })
  await expect(positions.getByRole('heading', { level: 3 })).toHaveText(JOBS.map((job) => job.title))
  for (const job of JOBS) {
    const card = positions.getByRole('article', { name: job.title })
    await expect(card.getByText(job.location, { exact: true })).toBeVisible()
    await expect(card.getByText('Full-time', { exact: true })).toBeVisible()
    await expect(card.getByRole('heading', { level: 4, name: 'Requirements' })).toBeVisible()
    await expect(card.getByRole('listitem').filter({ hasText: job.requirement })).toHaveCount(1)
    const apply = card.getByRole('link', { name: `Apply Now for ${job.title}` })
    await expect(apply).toHaveText('Apply Now')
    await expect(apply).toHaveAttribute('href', /^mailto:careers@persistly\.ai\?subject=\S+$/)
  }
  const benefits = page.getByRole('region', { name: 'Benefits' }).getByRole('heading', { level: 3 })
  await expect(benefits).toContainText(['Unlimited PTO', '401(k) Matching'])
})
