import { describe, expect, it } from 'vitest'
import { seedDocuments } from '@/studio/seed'

/**
 * /llms.txt and the Markdown copies, from the route handlers over the bundled content: the llmstxt.org shape, a link
 * for every public page, and every long-form page as Markdown made from its Portable Text.
 */
const ORIGIN = 'http://localhost:3000'
const slugOf = (type: string) =>
  seedDocuments
    .filter((document) => document._type === type)
    .map((document) => (document.slug as { current: string }).current)

async function markdownCopy(path: string) {
  const { GET } = await import('@/app/markdown/[...path]/route')
  return GET(new Request(`${ORIGIN}/markdown${path}`), { params: Promise.resolve({ path: path.slice(1).split('/') }) })
}

describe('/llms.txt', () => {
  it('has the site’s name, its summary, then sections of links, as llmstxt.org describes', async () => {
    const { GET } = await import('@/app/llms.txt/route')
    const response = await GET()
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const lines = (await response.text()).trimEnd().split('\n')
    const settings = seedDocuments.find((document) => document._id === 'siteSettings')!
    expect(lines[0]).toBe(`# ${settings.companyName}`)
    expect(lines[2]).toBe(`> ${(settings.seo as { description: string }).description}`)
    const headings = lines.filter((line) => line.startsWith('## '))
    expect(headings).toEqual(['## Documentation', '## Cold Outreach Guide', '## Our Blog', '## Optional'])
    const links = lines.filter((line) => line.startsWith('- '))
    for (const line of links) expect(line).toMatch(/^- \[[^\]]+\]\(http:\/\/localhost:3000\/[^)\s]*\)(: .+)?$/)
    for (const slug of slugOf('docPage')) expect(links.join('\n')).toContain(`(${ORIGIN}/documentation/${slug}.md)`)
    for (const slug of slugOf('guideChapter'))
      expect(links.join('\n')).toContain(`(${ORIGIN}/cold-outreach-guide/${slug}.md)`)
    for (const slug of slugOf('blogPost')) expect(links.join('\n')).toContain(`(${ORIGIN}/blog/${slug}.md)`)
    for (const slug of slugOf('legalPage')) expect(links.join('\n')).toContain(`(${ORIGIN}/${slug}.md)`)
    expect(links.join('\n')).toContain(`(${ORIGIN}/pricing)`)
    // Pages built from sections have no Markdown copy: the page itself is linked.
    for (const slug of slugOf('page').filter((slug) => slug !== 'goodbye')) {
      expect(links.join('\n')).toContain(`(${ORIGIN}/${slug})`)
      expect(links.join('\n')).not.toContain(`(${ORIGIN}/${slug}.md)`)
    }
    // A page hidden from search engines (the farewell after an account's deletion) is not offered either.
    expect(links.join('\n')).not.toContain(`(${ORIGIN}/goodbye)`)
  })
})

describe('the Markdown copies', () => {
  it('give each long-form page its title, summary and text, links absolute', async () => {
    const response = await markdownCopy('/documentation/getting-started')
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    const markdown = await response.text()
    const page = seedDocuments.find(
      (document) =>
        document._type === 'docPage' && (document.slug as { current: string }).current === 'getting-started',
    )!
    expect(markdown.startsWith(`# ${page.title}\n\n> ${page.summary}\n\n`)).toBe(true)
    expect(markdown).toContain('[Sign In or Sign Up](http://localhost:3000/auth)')
    expect(markdown).not.toMatch(/\]\(\//)
  })

  it('exist for every documentation page, guide chapter, article and legal page, and for nothing else', async () => {
    expect(slugOf('page')).toContain('agencies')
    for (const slug of slugOf('page')) await expect(markdownCopy(`/${slug}`), slug).rejects.toThrow()
    for (const path of [
      ...slugOf('docPage').map((slug) => `/documentation/${slug}`),
      ...slugOf('guideChapter').map((slug) => `/cold-outreach-guide/${slug}`),
      ...slugOf('blogPost').map((slug) => `/blog/${slug}`),
      ...slugOf('legalPage').map((slug) => `/${slug}`),
    ]) {
      expect((await markdownCopy(path)).status, path).toBe(200)
    }
    await expect(markdownCopy('/pricing')).rejects.toThrow()
  })
})
