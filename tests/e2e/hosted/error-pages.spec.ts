import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { axeViolations, callWebhook, waitForHydration } from '../helpers'
import { CONTENT_LAKE_API_HOST, contentLakeEditor } from '../../support/hostedSanity'
import { pageTitle, seedDocument, seedText } from '../../support/seedContent'
import { contentLakeOutage } from '../../support/standInConsistency'

/**
 * A page that fails to render, for real: the Content Lake stand-in answers 500 to the queries of a page the server
 * must render anew (a publish's webhook expired it), as in an outage right after a publish. The site's own error
 * pages answer: inside the site's header and footer with the published words when only the page failed
 * (app/(site)/error.tsx), on their own with the bundled words when the site layout failed too (app/global-error.tsx).
 */

type ErrorPageWords = { heading: string; retryLabel: string; homeLinkLabel: string; documentTitle: string }
const seedWords = seedDocument<ErrorPageWords & { referenceLabel: string }>('errorPage')

/** The document's next visit renders anew: Sanity's webhook for it, as after a publish. */
async function expire(request: APIRequestContext, _type: string) {
  expect((await callWebhook(request, { _type, _id: _type })).status()).toBe(200)
}

/** An outage of the Content Lake's queries that mention `text`, over by the end of `during` whatever happens. */
async function withOutage(text: string, during: () => Promise<void>) {
  await contentLakeOutage(CONTENT_LAKE_API_HOST, { status: 500, queriesMentioning: text })
  try {
    await during()
  } finally {
    await contentLakeOutage(CONTENT_LAKE_API_HOST, { status: null })
  }
}

/** What every error page must be: a 500, a document with its language and title, accessible, a reference. */
async function expectErrorPage(page: Page, path: string, words: ErrorPageWords) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle(words.documentTitle)
  await expect(page.getByRole('link', { name: words.homeLinkLabel })).toHaveAttribute('href', '/')
  await expect(page.getByText(`${seedWords.referenceLabel}:`)).toHaveText(
    new RegExp(`^${seedWords.referenceLabel}: \\d+$`),
  )
  expect(await axeViolations(page)).toEqual([])
}

test('a page that fails in an outage shows the published error page in the site’s chrome; Try again works after', async ({
  page,
  request,
}) => {
  // A marketer's words, published: the error page must say them, not the bundled copy.
  const editor = contentLakeEditor()
  const words = { ...seedWords, heading: 'We could not show this page', retryLabel: 'Load it again' }
  await editor.patch('errorPage').set({ heading: words.heading, retryLabel: words.retryLabel }).commit()
  try {
    await expire(request, 'errorPage')
    await expire(request, 'testimonialsPage')
    // The testimonials page's own query fails; the layout's (header, footer, the error page's words) still answer.
    await withOutage('"testimonialsPage"', async () => {
      await expectErrorPage(page, '/testimonials', words)
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      await waitForHydration(page.getByRole('button', { name: words.retryLabel }))
    })
    // Pressed once the outage is over (pressed during it, the Content Lake client's own retries can outlast it).
    await page.getByRole('button', { name: words.retryLabel }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedText('testimonialsPage', 'title'))
    await expect(page).toHaveTitle(pageTitle('testimonialsPage'))
  } finally {
    await editor.patch('errorPage').set({ heading: seedWords.heading, retryLabel: seedWords.retryLabel }).commit()
    await expire(request, 'errorPage')
  }
})

test('when the site layout fails too, the global error page says the bundled words; Try again works after', async ({
  page,
  request,
}) => {
  await expire(request, 'siteSettings')
  await withOutage('"siteSettings"', async () => {
    await expectErrorPage(page, '/about', seedWords)
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('main')).toHaveCount(1)
  })
  const retry = page.getByRole('button', { name: seedWords.retryLabel })
  await waitForHydration(retry)
  await retry.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedText('aboutPage', 'title'))
  await expect(page.getByRole('banner')).toHaveCount(1)
})

/** How the error page's document, heading and two ways on are drawn: what a visitor sees of its styles. */
async function errorPageLook(page: Page) {
  const drawn = ['body', 'h1', 'main button', 'main a'].map((selector) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element)
        return [
          style.fontFamily,
          style.fontSize,
          style.fontWeight,
          style.color,
          style.backgroundColor,
          style.backgroundImage,
          style.padding,
          style.borderWidth,
          style.borderRadius,
          style.textDecorationLine,
        ].join(' · ')
      }),
  )
  return Promise.all(drawn)
}

test('the global error page, with its own small stylesheet, looks like the site’s error page', async ({
  page,
  request,
}) => {
  await expire(request, 'errorPage')
  await expire(request, 'supportPage')
  await withOutage('"supportPage"', async () => {
    await expectErrorPage(page, '/support', seedWords)
  })
  const insideTheSite = await errorPageLook(page)
  await expire(request, 'siteSettings')
  await withOutage('"siteSettings"', async () => {
    await expectErrorPage(page, '/careers', seedWords)
    await expect(page.getByRole('banner')).toHaveCount(0)
    expect(await errorPageLook(page)).toEqual(insideTheSite)
  })
})

test('the error page’s way home leads to the home page', async ({ page, request }) => {
  await expire(request, 'careersPage')
  await withOutage('"careersPage"', async () => {
    await page.goto('/careers')
    await page.getByRole('link', { name: seedWords.homeLinkLabel }).click()
  })
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(seedWords.heading)
})
