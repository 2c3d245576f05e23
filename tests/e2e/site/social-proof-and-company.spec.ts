import { expect, test, type Page } from '@playwright/test'
import { pageTitle, seedDocument, seedReferenced, seedText } from '../../support/seedContent'

/** /testimonials, /case-studies and its detail pages, /about and /careers, as a visitor sees them. */

type Reference = { _ref: string }
type Stat = { value: string; label: string }
type Testimonial = { name: string; role: string; company: string; rating: number; quotes: string[] }
type CaseStudy = {
  title: string
  slug: { current: string }
  intro: string
  metrics: Stat[]
  results: string[]
}
type Job = { title: string; location: string; employmentType: string; requirements: string[] }

const companyName = seedText('siteSettings', 'companyName')
const testimonialsPage = seedDocument<{
  title: string
  featured: Reference
  testimonials: Reference[]
  labels: Record<string, string>
}>('testimonialsPage')
const caseStudiesPage = seedDocument<{ title: string; caseStudies: Reference[]; labels: Record<string, string> }>(
  'caseStudiesPage',
)
const CASE_STUDIES = seedReferenced<CaseStudy>(caseStudiesPage.caseStudies).map((caseStudy) => ({
  ...caseStudy,
  path: `/case-studies/${caseStudy.slug.current}`,
}))
const caseLabels = caseStudiesPage.labels
const about = seedDocument<{
  title: string
  mission: { heading: string; text: string }
  journey: { heading: string; text: string }
  stats: Stat[]
  values: { heading: string; items: { title: string }[] }
}>('aboutPage')
const careers = seedDocument<{
  title: string
  positions: { heading: string; jobs: Reference[] }
  benefits: { heading: string; items: { title: string }[] }
  labels: Record<string, string>
}>('careersPage')
const JOBS = seedReferenced<Job>(careers.positions.jobs)
const ratingLabel = (rating: number | string) => testimonialsPage.labels.ratingLabel.replace('{rating}', String(rating))
/** The first words of a longer text: enough to find it on the page. */
const opening = (text: string) => text.slice(0, 40)

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

test('/testimonials shows the featured story with its rating and quotes, and the smaller cards', async ({ page }) => {
  await open(page, '/testimonials', testimonialsPage.title)
  await expect(page).toHaveTitle(pageTitle('testimonialsPage'))

  const story = seedDocument<Testimonial>(testimonialsPage.featured._ref)
  const featured = page.getByRole('region', { name: testimonialsPage.labels.featuredBadge })
  await expect(featured.getByRole('img', { name: ratingLabel(story.rating) })).toBeVisible()
  // Each quote in its own paragraph, between typographic quotation marks.
  await expect(featured.locator('blockquote p')).toHaveText(story.quotes.map((quote) => `“${quote}”`))
  await expect(featured.getByText(story.name, { exact: true })).toBeVisible()
  await expect(featured.getByText(`${story.role}, ${story.company}`)).toBeVisible()

  const others = seedReferenced<Testimonial>(testimonialsPage.testimonials)
  const cards = page.getByRole('region', { name: testimonialsPage.labels.cardsHeading }).getByRole('listitem')
  await expect(cards).toHaveCount(others.length)
  await expect(cards.locator('figcaption')).toContainText(others.map((other) => other.name))
  for (const [index, other] of others.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('img', { name: ratingLabel(other.rating) })).toBeVisible()
    await expect(card.locator('blockquote')).toContainText(opening(other.quotes[0]))
  }
})

test('/case-studies shows a card per story with metrics, challenge, solution and a link to it', async ({ page }) => {
  await open(page, '/case-studies', caseStudiesPage.title)
  await expect(page).toHaveTitle(pageTitle('caseStudiesPage'))
  const cards = page.getByRole('article')
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(CASE_STUDIES.map((caseStudy) => caseStudy.title))
  for (const [index, caseStudy] of CASE_STUDIES.entries()) {
    const card = cards.nth(index)
    await expect(card.locator('dl dd')).toHaveText(caseStudy.metrics.map((metric) => metric.value))
    await expect(card.getByRole('heading', { level: 3 })).toHaveText([
      caseLabels.challengeHeading,
      caseLabels.solutionHeading,
    ])
  }
  const links = page.getByRole('main').getByRole('link', { name: caseLabels.readMoreLabel })
  await expect(links).toHaveCount(CASE_STUDIES.length)
  expect(await Promise.all((await links.all()).map((link) => link.getAttribute('href')))).toEqual(
    CASE_STUDIES.map((caseStudy) => caseStudy.path),
  )
  await links.first().click()
  await expect(page).toHaveURL(CASE_STUDIES[0].path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CASE_STUDIES[0].title)
})

for (const caseStudy of CASE_STUDIES) {
  test(`${caseStudy.path} tells the whole story and links back to the index`, async ({ page }) => {
    const { path } = caseStudy
    await open(page, path, caseStudy.title)
    const main = page.getByRole('main')
    await expect(main.getByText(opening(caseStudy.intro))).toBeVisible()
    await expect(main.locator('dl dd')).toHaveText(caseStudy.metrics.map((metric) => metric.value))
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      caseLabels.challengeHeading,
      caseLabels.solutionHeading,
      caseLabels.resultsHeading,
    ])
    const results = page.getByRole('region', { name: caseLabels.resultsHeading }).getByRole('listitem')
    await expect(results).toHaveText(caseStudy.results)

    const breadcrumbs = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((text) => [JSON.parse(text)].flat())
      .find((data) => data['@type'] === 'BreadcrumbList')
    expect(breadcrumbs?.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      companyName,
      caseStudiesPage.title,
      caseStudy.title,
    ])
    expect(breadcrumbs?.itemListElement[2].item).toMatch(new RegExp(`${path}$`))

    await main.getByRole('link', { name: caseLabels.backLabel }).click()
    await expect(page).toHaveURL('/case-studies')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudiesPage.title)
  })
}

test('a case study slug that does not exist answers 404', async ({ page }) => {
  const response = await page.goto('/case-studies/no-such-client')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
})

test('/about shows the mission, the journey, the statistics and the values', async ({ page }) => {
  await open(page, '/about', about.title)
  await expect(page).toHaveTitle(pageTitle('aboutPage'))
  await expect(page.getByRole('region', { name: about.mission.heading })).toContainText(about.mission.text)
  await expect(page.getByRole('region', { name: about.journey.heading })).toContainText(about.journey.text)
  expect(await statistics(page)).toEqual(about.stats.map((stat) => [stat.value, stat.label]))
  await expect(page.getByRole('region', { name: about.values.heading }).getByRole('heading', { level: 3 })).toHaveText(
    about.values.items.map((item) => item.title),
  )
})

test('/careers lists the jobs with requirements and an apply link, and the benefits', async ({ page }) => {
  const { labels } = careers
  await open(page, '/careers', careers.title)
  await expect(page).toHaveTitle(pageTitle('careersPage'))
  const positions = page.getByRole('region', { name: careers.positions.heading })
  await expect(positions.getByRole('heading', { level: 3 })).toHaveText(JOBS.map((job) => job.title))
  for (const job of JOBS) {
    const card = positions.getByRole('article', { name: job.title })
    await expect(card.getByText(job.location, { exact: true })).toBeVisible()
    await expect(card.getByText(job.employmentType, { exact: true })).toBeVisible()
    await expect(card.getByRole('heading', { level: 4, name: labels.requirementsHeading })).toBeVisible()
    await expect(card.getByRole('listitem')).toContainText(job.requirements)
    const apply = card.getByRole('link', { name: labels.applyAriaLabel.replace('{job}', job.title) })
    await expect(apply).toHaveText(labels.applyLabel)
    await expect(apply).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\?subject=\S+$/)
  }
  const benefits = page.getByRole('region', { name: careers.benefits.heading }).getByRole('heading', { level: 3 })
  await expect(benefits).toHaveText(careers.benefits.items.map((item) => item.title))
})
