import { env } from '@/lib/env/server'
import { hasMarkdownCopy, markdownPath } from '@/lib/markdown/document'
import { llmsTxt, type LlmsSection } from '@/lib/markdown/llmsTxt'
import { getPublicPages, type PublicPage } from '@/lib/sanity/content/pages'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { listedTitle } from '@/lib/seo/socialImage'
import { SINGLETON_PATHS } from '@/lib/site/routes'

/** /llms.txt: what assistants read first (lib/markdown/llmsTxt.ts). Built with the site, refreshed by the webhook. */
export const dynamic = 'force-static'

/** Sections of their own, each under the title of the page that lists them. */
const SECTIONS = [
  { type: 'docPage', index: SINGLETON_PATHS.documentationPage },
  { type: 'guideChapter', index: SINGLETON_PATHS.guidePage },
  { type: 'blogPost', index: SINGLETON_PATHS.blogPage },
] as const

export async function GET() {
  const [pages, { settings }] = await Promise.all([getPublicPages(), getSiteChrome()])
  const origin = env.NEXT_PUBLIC_SITE_URL
  const link = (page: PublicPage) => ({
    title: listedTitle(page, settings),
    url: `${origin}${hasMarkdownCopy(page.type) ? markdownPath(page.path) : page.path}`,
    description: page.description,
  })
  const sectioned = new Set<string>(SECTIONS.map(({ type }) => type))
  const sections: LlmsSection[] = SECTIONS.map(({ type, index }) => ({
    heading: pages.find((page) => page.path === index)?.title ?? type,
    links: pages.filter((page) => page.type === type).map(link),
  }))
  sections.push({ heading: 'Optional', links: pages.filter((page) => !sectioned.has(page.type)).map(link) })
  return new Response(llmsTxt({ name: settings.companyName, summary: settings.seo.description, sections }), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}
