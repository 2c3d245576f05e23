import { expect, test } from '@playwright/test'

/** Follows every internal link from the home page (and redirect on the site); none may be broken, including links to a #section. */
test('no internal link on the site is broken', async ({ request }) => {
  test.setTimeout(120_000)
  const pages = new Map<string, string>()
  const queue = ['/']
  const broken: string[] = []
  const anchors: { from: string; path: string; id: string }[] = []
  while (queue.length) {
    const path = queue.shift()!
    if (pages.has(path)) continue
    const response = await request.get(path, { maxRedirects: 0 })
    // A link that redirects on this site (the trial's, to the sign-up form) is as good as where it leads.
    const location = [302, 303, 307, 308].includes(response.status()) ? response.headers().location : undefined
    const target = location ? new URL(location, `http://localhost${path}`) : null
    if (target?.host === 'localhost') {
      pages.set(path, '')
      if (!pages.has(target.pathname) && !queue.includes(target.pathname)) queue.push(target.pathname)
      continue
    }
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()}`)
      pages.set(path, '')
      continue
    }
    const html = await response.text()
    pages.set(path, html)
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      const url = new URL(href.replace(/&amp;/g, '&'), `http://localhost${path}`)
      if (url.host !== 'localhost') continue
      if (url.hash) anchors.push({ from: path, path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) })
      if (!pages.has(url.pathname) && !queue.includes(url.pathname)) queue.push(url.pathname)
    }
  }
  const missingAnchors = anchors
    .filter(({ path, id }) => pages.get(path) && !pages.get(path)!.includes(`id="${id}"`))
    .map(({ from, path, id }) => `${from} → ${path}#${id}`)
  expect(broken).toEqual([])
  expect([...new Set(missingAnchors)]).toEqual([])
  expect(pages.size).toBeGreaterThan(30)
})
