import { expect, test } from '@playwright/test'
import { seedDocuments } from '@/studio/seed'

/** /llms.txt and the Markdown copies it links, served by the production build: every link they hold resolves. */
const ORIGIN = 'http://localhost:3000'
const linksIn = (text: string) => [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1])

test('every link of /llms.txt and of each Markdown copy it lists opens a page of this site', async ({ request }) => {
  const llms = await request.get('/llms.txt')
  expect(llms.status()).toBe(200)
  const listed = linksIn(await llms.text())
  const copies = listed.filter((url) => url.endsWith('.md'))
  // Pages built from sections (`page`) have no copy: llms.txt links the page itself.
  const longForm = ['docPage', 'guideChapter', 'blogPost', 'legalPage']
  // Every long-form page but those hidden from search engines.
  const offered = seedDocuments.filter(
    (document) => longForm.includes(document._type) && document.hiddenFromSearch !== true,
  )
  expect(copies).toHaveLength(offered.length)
  const checked = new Set<string>()
  const resolves = async (url: string) => {
    if (checked.has(url)) return
    checked.add(url)
    expect(url.startsWith(ORIGIN), url).toBe(true)
    const { pathname, hash } = new URL(url)
    const response = await request.get(pathname)
    expect(response.status(), url).toBe(200)
    if (hash) expect(await response.text(), url).toContain(`id="${hash.slice(1)}"`)
  }
  for (const url of listed) await resolves(url)
  for (const url of copies) {
    const copy = await request.get(new URL(url).pathname)
    expect(copy.headers()['content-type'], url).toBe('text/markdown; charset=utf-8')
    for (const link of linksIn(await copy.text()).filter((link) => link.startsWith(ORIGIN))) await resolves(link)
  }
})

test('a page’s Markdown copy is at its own address plus .md; other addresses are not', async ({ request }) => {
  const copy = await request.get('/documentation/getting-started.md')
  expect(copy.status()).toBe(200)
  expect(await copy.text()).toMatch(/^# Getting Started\n/)
  expect(copy.headers()['x-robots-tag']).toBe('noindex')
  for (const path of [
    '/pricing.md',
    '/agencies.md',
    '/api.md',
    '/api/made-up.md',
    '/documentation/no-such-page.md',
    '/blog.md',
    '/markdown/pricing',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})
