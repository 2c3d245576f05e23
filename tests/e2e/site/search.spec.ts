import { expect, test, type Page } from '@playwright/test'
import { queryEmbedded } from '@/lib/sanity/embedded'
import { SEARCH_RESULTS_GROQ, searchResultsParams } from '@/lib/search/query'
import { SEARCH_RATE_LIMIT } from '@/lib/search/run'
import { matchPatterns, MAX_SEARCH_LENGTH, searchTerms } from '@/lib/search/terms'
import { seedDocument } from '../../support/seedContent'

/**
 * /search on the production build (the embedded backend): what a visitor sees for a search, with and without
 * JavaScript, and what odd or hostile input gets. Each test searches as a client of its own (the server trusts one
 * proxy hop, so `x-forwarded-for` names the client): the rate limit of one test never reaches another.
 */
type SearchPageContent = {
  title: string
  resultsPerPage: number
  form: { label: string; buttonLabel: string }
  messages: Record<'empty' | 'tooLong' | 'noResults' | 'oneResult' | 'results' | 'tooManySearches', string>
  labels: { nextPageLabel: string; previousPageLabel: string; pageOfLabel: string }
}
const content = seedDocument<SearchPageContent>('searchPage')

/** A client address of its own (one per call in this worker), as the trusted proxy would report it. */
let clients = 0
const asNewClient = () => ({ 'x-forwarded-for': `198.51.${test.info().workerIndex % 250}.${(clients++ % 250) + 1}` })

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(asNewClient())
})

/** What the embedded backend finds for `text`, in order: the titles the page must list. */
async function expectedTitles(text: string, start = 0, end = content.resultsPerPage) {
  const found = await queryEmbedded<{ total: number; results: { title: string }[] }>(
    SEARCH_RESULTS_GROQ,
    searchResultsParams(matchPatterns(searchTerms(text)), start, end),
  )
  return { total: found.total, titles: found.results.map((result) => result.title) }
}

/** The heading above the results for `text`: how many there are, the search repeated as typed. */
async function expectedHeading(text: string) {
  const { total } = await expectedTitles(text)
  const { results, oneResult, noResults } = content.messages
  return (total === 0 ? noResults : total === 1 ? oneResult : results)
    .replace('{count}', String(total))
    .replace('{query}', text.trim())
}

const results = (page: Page) => page.getByRole('list', { name: /results? for/ }).getByRole('listitem')
const resultTitles = (page: Page) => results(page).getByRole('heading', { level: 2 })

test('the footer’s search field works without JavaScript: a plain GET to /search, results ranked and marked', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: asNewClient() })
  const page = await context.newPage()
  await page.goto('/pricing')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('searchbox', { name: content.form.label }).fill('follow up')
  await footer.getByRole('button', { name: content.form.buttonLabel }).click()
  await expect(page).toHaveURL(/\/search\?q=follow\+up$/)

  const expected = await expectedTitles('follow up')
  expect(expected.total).toBeGreaterThan(content.resultsPerPage)
  await expect(page.getByRole('heading', { level: 2, name: `${expected.total} results for “follow up”` })).toBeVisible()
  await expect(resultTitles(page)).toHaveText(expected.titles)
  // The page's own field keeps the search; every searched word is marked, and only those.
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('follow up')
  const marked = await page.locator('main mark').allTextContents()
  expect(marked.length).toBeGreaterThan(expected.titles.length)
  for (const word of marked) expect(word.toLowerCase()).toMatch(/^(follow|up)/)
  // A title with a searched word comes before every title without one.
  const inTitle = await results(page).evaluateAll((items) => items.map((item) => !!item.querySelector('h2 mark')))
  expect(inTitle.lastIndexOf(true)).toBeLessThan(inTitle.indexOf(false))
  await context.close()
})

test('a result links to its page; the search page is kept out of search engines and the sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/search?q=privacy')
  const { titles } = await expectedTitles('privacy')
  await expect(resultTitles(page).first()).toHaveText(titles[0])
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await resultTitles(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/privacy$/)
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/search')
})

test('results come in pages: more and previous results, where the reader is, past the last page a 404', async ({
  page,
}) => {
  const words = 'email'
  const first = await expectedTitles(words)
  const pages = Math.ceil(first.total / content.resultsPerPage)
  expect(pages).toBeGreaterThan(1)
  await page.goto(`/search?q=${words}`)
  await expect(resultTitles(page)).toHaveText(first.titles)
  await page.getByRole('link', { name: content.labels.nextPageLabel }).click()
  await expect(page).toHaveURL(`/search?q=${words}&page=2`)
  const second = await expectedTitles(words, content.resultsPerPage, content.resultsPerPage * 2)
  await expect(resultTitles(page)).toHaveText(second.titles)
  await expect(
    page.getByText(content.labels.pageOfLabel.replace('{page}', '2').replace('{pages}', String(pages))),
  ).toBeVisible()
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', `/search?q=${words}`)
  await page.getByRole('link', { name: content.labels.previousPageLabel }).click()
  await expect(page).toHaveURL(`/search?q=${words}`)
  expect((await page.goto(`/search?q=${words}&page=${pages + 1}`))?.status()).toBe(404)
})

test('empty, too long, wordless and hostile searches get a clear page, never an error', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const messages: [string, string][] = [
    ['/search', content.messages.empty],
    ['/search?q=', content.messages.empty],
    ['/search?q=%20%20*%20', content.messages.empty],
    [
      `/search?q=${'a'.repeat(MAX_SEARCH_LENGTH + 1)}`,
      content.messages.tooLong.replace('{max}', String(MAX_SEARCH_LENGTH)),
    ],
  ]
  for (const [path, message] of messages) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(content.title)
    await expect(page.getByRole('main').getByText(message), path).toBeVisible()
  }
  // Searched as words, and repeated as typed (as text, never markup).
  const hostile = [
    '"] | *[_type == "contactSubmission"]{...}',
    '<script>alert(1)</script>',
    '(a+)+$ .* \\ %00 ${x} follow',
    'テンプレート 🚀',
    `${'follow '.repeat(28)}up`,
  ]
  for (const text of hostile) {
    const response = await page.goto(`/search?q=${encodeURIComponent(text)}`)
    expect(response?.status(), text).toBe(200)
    await expect(page.getByRole('heading', { level: 2 }).first(), text).toHaveText(await expectedHeading(text))
  }
  // A second q or page (a crafted address) is ignored; page numbers not written plainly are the first page.
  await page.goto('/search?q=follow&q=other&page=-3&page=x')
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(await expectedHeading('follow'))
  expect(dialogs).toEqual([])
})

test('one client searching again and again is told to wait, like the contact form; others are not', async ({
  playwright,
  baseURL,
}) => {
  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: asNewClient() })
  for (let search = 1; search <= SEARCH_RATE_LIMIT.limit; search++) {
    const html = await (await client.get(`/search?q=email+${search}`)).text()
    expect(html, `search ${search}`).not.toContain(content.messages.tooManySearches)
  }
  const refused = await client.get('/search?q=email')
  expect(refused.status()).toBe(200)
  expect(await refused.text()).toContain(content.messages.tooManySearches)
  // Opening the empty page is not a search and is not refused.
  expect(await (await client.get('/search')).text()).toContain(content.messages.empty)
  await client.dispose()

  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: asNewClient() })
  expect(await (await other.get('/search?q=email')).text()).not.toContain(content.messages.tooManySearches)
  await other.dispose()
})
