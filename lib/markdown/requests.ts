/** What assistants read: /llms.txt and the pages' Markdown copies, both built with the site (docs/growing-site.md). */
import 'server-only'
import { notFound } from 'next/navigation'
import { env } from '@/lib/env/server'
import { getMarkdownDocuments } from '@/lib/sanity/content/markdown'
import { getPublicPages, type PublicPage } from '@/lib/sanity/content/pages'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { listedTitle } from '@/lib/seo/socialImage'
import { pathFor, SINGLETON_PATHS } from '@/lib/site/routes'
import { hasMarkdownCopy, markdownDocument, markdownPath, markdownResponse } from './document'
import { llmsTxt, type LlmsSection } from './llmsTxt'

/** Sections of their own in /llms.txt, each under the title of the page that lists them. */
const SECTIONS = [
  { type: 'docPage', index: SINGLETON_PATHS.documentationPage },
  { type: 'guideChapter', index: SINGLETON_PATHS.guidePage },
  { type: 'blogPost', index: SINGLETON_PATHS.blogPage },
] as const

/** GET /llms.txt (./llmsTxt.ts): the public pages, linked by their Markdown copy where they have one. */
export async function answerLlmsTxt(): Promise<Response> {
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

async function documentsByPath() {
  const documents = await getMarkdownDocuments()
  return new Map(documents.map((document) => [pathFor(document._type, document.slug), document]))
}

/** The Markdown copies built with the site: each page's path, as the catch-all route's segments. */
export async function markdownCopyParams() {
  return [...(await documentsByPath()).keys()].flatMap((path) => (path ? [{ path: path.slice(1).split('/') }] : []))
}

/** GET /markdown/{path}: the Markdown copy of the page at /{path}; Next's 404 for a page that has none. */
export async function answerMarkdownCopy(
  _request: Request,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const document = (await documentsByPath()).get(`/${(await params).path.join('/')}`)
  if (!document) notFound()
  return markdownResponse(markdownDocument(document, env.NEXT_PUBLIC_SITE_URL))
}
