import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { axeViolations, callWebhook, waitForHydration } from '../helpers'
import { contentLakeEditor, HOSTED_DIST_DIR } from '../../support/hostedSanity'
import { seedPostsNewestFirst } from '../../support/seedBlog'
import { seedDocument } from '../../support/seedContent'

/**
 * What a marketer publishes in the Content Lake and the webhook makes live without a rebuild: redirects, pages the
 * build never saw, and the blog's page size. Each test puts the content back as it found it.
 */
test('a redirect published in the Content Lake is live as soon as the webhook answers, and off again after the next', async ({
  request,
}) => {
  const editor = contentLakeEditor()
  const redirect = { _id: 'redirect-e2e-old-pricing', _type: 'redirect' }
  const webhook = { ...redirect, slug: null }
  const visit = () => request.get('/old-pricing?plan=pro', { maxRedirects: 0 })
  try {
    await editor.createOrReplace({
      ...redirect,
      source: '/old-pricing',
      destination: '/pricing',
      statusCode: 301,
      enabled: true,
    })
    // Until Sanity calls the webhook, the address is unknown.
    expect((await visit()).status()).toBe(404)

    expect((await callWebhook(request, webhook)).status()).toBe(200)
    const redirected = await visit()
    expect(redirected.status()).toBe(301)
    expect(redirected.headers().location).toBe('/pricing?plan=pro')

    await editor.patch(redirect._id).set({ enabled: false }).commit()
    expect((await callWebhook(request, webhook)).status()).toBe(200)
    expect((await visit()).status()).toBe(404)
  } finally {
    await editor.delete(redirect._id)
    await callWebhook(request, webhook)
  }
})

test('with all but one article on a page, /blog pages on: links between the pages, their own canonical address, and a 404 past the end', async ({
  page,
  request,
}) => {
  const editor = contentLakeEditor()
  // The articles, newest first: all but the oldest fill page 1, the oldest is page 2 on its own.
  const articles = seedPostsNewestFirst()
  const oldest = articles.at(-1)!
  const seedPageSize = seedDocument<{ postsPerPage: number }>('blogPage').postsPerPage
  const blogPage = { _type: 'blogPage', _id: 'blogPage', slug: null }
  const setPageSize = async (postsPerPage: number) => {
    await editor.patch(blogPage._id).set({ postsPerPage }).commit()
    expect((await callWebhook(request, blogPage)).status()).toBe(200)
  }
  try {
    await setPageSize(articles.length - 1)
    await expect.poll(async () => (await request.get('/blog/page/2')).status(), { timeout: 15_000 }).toBe(200)

    await page.goto('/blog')
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await expect(pages).toContainText('Page 1 of 2')
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', '/blog/page/2')
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0)
    const older = pages.getByRole('link', { name: 'Older articles' })
    await waitForHydration(older) // docs/testing.md: a link pressed while the page hydrates leaves its metadata
    await older.click()

    await expect(page).toHaveURL(/\/blog\/page\/2$/)
    await expect(page).toHaveTitle(/ · Page 2 of 2 \| /)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/page\/2$/)
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', '/blog')
    await expect(page.locator('link[rel="next"]')).toHaveCount(0)
    // The oldest article only, then the categories.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      oldest.title,
      seedDocument<{ categoriesHeading: string }>('blogPage').categoriesHeading,
    ])
    expect(await axeViolations(page)).toEqual([])
    await pages.getByRole('link', { name: 'Newer articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)

    expect((await request.get('/blog/page/3')).status()).toBe(404)
  } finally {
    await setPageSize(seedPageSize)
  }
})

/** Whether the server keeps a rendered page for `path` in its cache (Next's route cache, files of the hosted build). */
const cachedRender = (path: string) =>
  readdirSync(join(HOSTED_DIST_DIR, 'server/route-cache'), { recursive: true, encoding: 'utf8' }).some((file) =>
    file.endsWith(`/$${path}.html`),
  )

test('an article published after the build is live once the webhook answers, with its Markdown copy and social image; deleted, it is gone; a made-up address leaves nothing in the cache', async ({
  request,
}) => {
  const editor = contentLakeEditor()
  const slug = 'published-after-the-build'
  const path = `/blog/${slug}`
  const article = {
    ...seedDocument<{ _type: string }>('blogPost-maximizing-response-rates'),
    _id: 'blogPost-e2e-published-after-the-build',
    title: 'Published After the Build',
    slug: { _type: 'slug', current: slug },
  }
  const webhook = { _type: 'blogPost', _id: article._id, slug: { before: null, after: slug } }
  try {
    await editor.createOrReplace(article)
    // Until Sanity calls the webhook, the address names no published page.
    expect((await request.get(path)).status()).toBe(404)
    expect((await callWebhook(request, webhook)).status()).toBe(200)

    const page = await request.get(path)
    expect(page.status()).toBe(200)
    expect(await page.text()).toContain('<h1')
    expect(await page.text()).toContain(article.title)
    expect(cachedRender(path)).toBe(true)
    const markdown = await request.get(`${path}.md`)
    expect(markdown.status()).toBe(200)
    expect(await markdown.text()).toContain(`# ${article.title}`)
    const socialImage = await request.get(`/og${path}`)
    expect(socialImage.status()).toBe(200)
    expect(socialImage.headers()['content-type']).toBe('image/png')
  } finally {
    await editor.delete(article._id)
    expect((await callWebhook(request, { ...webhook, slug: { before: slug, after: null } })).status()).toBe(200)
  }
  for (const gone of [path, `${path}.md`, `/og${path}`]) expect((await request.get(gone)).status()).toBe(404)

  // A stranger's made-up addresses get the not-found page, and the server keeps nothing for them.
  const madeUp = `/blog/made-up-${Date.now()}`
  const answer = await request.get(madeUp)
  expect(answer.status()).toBe(404)
  expect(await answer.text()).toContain('<h1')
  expect(cachedRender(madeUp)).toBe(false)
})
