import { expect, test } from '@playwright/test'
import { purchaseMessages, seedDocument, seedReferenced } from '../../support/seedContent'
import { expectSectionBelowHeader, recordStatusTexts, waitForHydration } from '../helpers'

type Link = { label: string; href: string }
type Sections = {
  heroSection: {
    heading: string
    highlight: string
    text: string
    buttons: Link[]
    stats: { value: string; label: string }[]
  }
  stepsSection: { steps: { title: string }[] }
  pricingSection: { heading: string }
  faqSection: { questions: { _ref: string }[] }
  callToActionSection: { primaryLink: Link; secondaryLink: Link; note: string }
}
type Plan = {
  planKey: string
  title: string
  priceLabel: string
  pricePeriod: string
  features: string[]
  buttonText: string
}

/** The home page's section of a type, as the bundled content has it. */
function homeSection<Type extends keyof Sections>(type: Type): Sections[Type] {
  const { sections } = seedDocument<{ sections: ({ _type: string } & Record<string, unknown>)[] }>('homePage')
  const section = sections.find((candidate) => candidate._type === type)
  if (!section) throw new Error(`The home page has no ${type}`)
  return section as unknown as Sections[Type]
}

const hero = homeSection('heroSection')
const [getStarted, seeHowItWorks] = hero.buttons
const pricing = seedDocument<{ section: { plans: { _ref: string }[]; popularBadge: string } }>('pricingPage').section
const [basic, pro, enterprise] = seedReferenced<Plan>(pricing.plans)
const firstAnswer = seedReferenced<{ answer: string }>(homeSection('faqSection').questions)[0].answer

test('the landing page shows its sections in order', async ({ page }) => {
  await page.goto('/')
  const order = await page
    .locator('main > section')
    .evaluateAll((sections) => sections.map((section) => section.id || section.getAttribute('aria-labelledby')))
  expect(order).toEqual(['hero', 'features', 'how-it-works', 'pricing', 'faq', 'cta-heading'])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${hero.heading} ${hero.highlight}`)
})

test.describe('hero', () => {
  test('its first button scrolls to pricing', async ({ page }) => {
    expect(getStarted.href).toBe('#pricing')
    await page.goto('/')
    await page.locator('#hero').getByRole('link', { name: getStarted.label }).click()
    await expectSectionBelowHeader(page, 'pricing')
  })

  test('its second button scrolls to how it works', async ({ page }) => {
    expect(seeHowItWorks.href).toBe('#how-it-works')
    await page.goto('/')
    await page.locator('#hero').getByRole('link', { name: seeHowItWorks.label }).click()
    await expectSectionBelowHeader(page, 'how-it-works')
  })

  test('shows the three headline statistics', async ({ page }) => {
    await page.goto('/')
    const stats = await page
      .locator('#hero dl > div')
      .evaluateAll((pairs) =>
        pairs.map((pair) => `${pair.querySelector('dd')?.textContent} ${pair.querySelector('dt')?.textContent}`),
      )
    expect(stats).toEqual(hero.stats.map((stat) => `${stat.value} ${stat.label}`))
  })
})

test('decorations: 100 twinkling stars in the hero, 50 around the solar system, orbits of 15, 20 and 10 seconds', async ({
  page,
  request,
}) => {
  await page.goto('/')
  // Each twinkle group is one image of zero-length strokes ("M x y h0" per star).
  const starsIn = async (section: string) => {
    const layers = await page
      .locator(`#${section} [data-twinkle-group]`)
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
    let stars = 0
    for (const layer of layers) {
      const response = await request.get(layer)
      expect(response.headers()['content-type']).toBe('image/svg+xml')
      stars += (await response.text()).match(/M/g)?.length ?? 0
    }
    return stars
  }
  expect(await starsIn('hero')).toBe(100)
  expect(await starsIn('how-it-works')).toBe(50)
  // The stars twinkle in groups: each group is one layer whose opacity alone is animated (the compositor's work).
  const groups = await page
    .locator('#hero [data-twinkle-group]')
    .evaluateAll((layers) => layers.map((layer) => getComputedStyle(layer).animationName))
  expect(groups).toEqual(['twinkle', 'twinkle', 'twinkle'])
  const periods = await page
    .locator('#how-it-works [data-orbit-path]')
    .evaluateAll((orbits) => orbits.map((orbit) => getComputedStyle(orbit).animationDuration))
  expect(periods).toEqual(['15s', '20s', '10s'])
})

test('the star layers are drawn only for the site’s starfields: any other name is not found', async ({ request }) => {
  for (const name of ['hero-3.svg', 'moon-0.svg', 'hero-0.png', '..%2Fhero-0.svg'])
    expect((await request.get(`/decor/stars/${name}`)).status(), name).toBe(404)
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the decorations stand still and section links jump without animating', async ({ page }) => {
    await page.goto('/')
    const animated = await page
      .locator('[data-twinkle-group], [data-orbit-path]')
      .evaluateAll(
        (elements) => elements.filter((element) => getComputedStyle(element).animationName !== 'none').length,
      )
    expect(animated).toBe(0)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).click()
    // No smooth scrolling: the section is in place at once.
    const top = await page.evaluate(() => Math.round(document.getElementById('faq')!.getBoundingClientRect().top))
    expect(Math.abs(top - 64)).toBeLessThanOrEqual(2)
  })
})

test('how it works shows the four numbered steps', async ({ page }) => {
  await page.goto('/')
  const { steps: stepContent } = homeSection('stepsSection')
  const steps = page.locator('#how-it-works ol > li')
  await expect(steps).toHaveCount(4)
  await expect(steps.nth(0)).toContainText('01')
  await expect(steps.nth(0)).toContainText(stepContent[0].title)
  await expect(steps.nth(3)).toContainText('04')
  await expect(steps.nth(3)).toContainText(stepContent[3].title)
})

test.describe('pricing cards', () => {
  test('show title, price per year, description, features and button; Most Popular on Pro', async ({ page }) => {
    await page.goto('/')
    const cards = page.locator('#pricing li[aria-labelledby]')
    await expect(cards).toHaveCount(3)
    for (const plan of [basic, pro]) {
      const card = page.getByRole('listitem', { name: plan.title })
      await expect(card).toContainText(`${plan.priceLabel}${plan.pricePeriod}`)
      await expect(card).toContainText(plan.features[0])
    }
    await expect(page.getByRole('listitem', { name: pro.title })).toContainText(pricing.popularBadge)
    await expect(page.locator('#pricing').getByText(pricing.popularBadge)).toHaveCount(1)
    await expect(page.getByRole('listitem', { name: enterprise.title })).toContainText(enterprise.features[0])
  })

  test('Enterprise goes to /contact', async ({ page }) => {
    await page.goto('/')
    await page
      .getByRole('listitem', { name: enterprise.title })
      .getByRole('link', { name: enterprise.buttonText })
      .click()
    await expect(page).toHaveURL('/contact')
  })

  test('Basic and Pro start the purchase: signed out (no Clerk here), the buyer is asked to sign in', async ({
    page,
  }) => {
    // /auth loads as a new document: the toast shows while it is on its way.
    const toasts = await recordStatusTexts(page)
    for (const plan of [basic, pro]) {
      toasts.length = 0
      await page.goto('/pricing')
      const button = page.getByRole('listitem', { name: plan.title }).getByRole('button', { name: plan.buttonText })
      await expect(button).toBeEnabled()
      await waitForHydration(button)
      await button.click()
      await expect(page).toHaveURL(`/auth?redirect_url=%2Fpricing&plan=${plan.planKey}`)
      expect(toasts.join(' ')).toContain(purchaseMessages.signInText)
    }
  })
})

test.describe('FAQ', () => {
  test('eight questions, only one open at a time', async ({ page }) => {
    await page.goto('/')
    const faq = page.locator('#faq')
    const questions = faq.locator('summary')
    await expect(questions).toHaveCount(8)
    await expect(faq.locator('details[open]')).toHaveCount(0)

    await questions.nth(0).click()
    await expect(faq.locator('details').nth(0)).toHaveAttribute('open', '')
    await expect(faq.getByText(firstAnswer)).toBeVisible()

    await questions.nth(6).click()
    await expect(faq.locator('details[open]')).toHaveCount(1)
    await expect(faq.locator('details').nth(6)).toHaveAttribute('open', '')
    await expect(faq.getByText(firstAnswer)).toBeHidden()

    await questions.nth(6).click()
    await expect(faq.locator('details[open]')).toHaveCount(0)
  })

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/')
    const first = page.locator('#faq summary').first()
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '')
    await page.keyboard.press('Tab')
    await expect(page.locator('#faq summary').nth(1)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page.locator('#faq details[open]')).toHaveCount(1)
    await expect(page.locator('#faq details').nth(1)).toHaveAttribute('open', '')
  })
})

test('the call to action offers a free trial and a demo', async ({ page }) => {
  await page.goto('/')
  const { primaryLink, secondaryLink, note } = homeSection('callToActionSection')
  const cta = page.locator('section[aria-labelledby="cta-heading"]')
  await expect(cta.getByRole('link', { name: primaryLink.label })).toHaveAttribute('href', '/trial')
  await expect(cta.getByRole('link', { name: secondaryLink.label })).toHaveAttribute('href', '/contact')
  await expect(cta).toContainText(note)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the content is visible in the server HTML and the hero buttons still reach their sections', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#hero').getByText(hero.text)).toBeVisible()
    await expect(page.getByRole('heading', { name: homeSection('pricingSection').heading })).toBeVisible()
    await page.locator('#hero').getByRole('link', { name: getStarted.label }).click()
    await expectSectionBelowHeader(page, 'pricing')
  })
})
