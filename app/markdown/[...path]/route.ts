import { notFound } from 'next/navigation'
import { env } from '@/lib/env/server'
import { markdownDocument, markdownResponse } from '@/lib/markdown/document'
import { getMarkdownDocuments } from '@/lib/sanity/content/markdown'
import { pathFor } from '@/lib/site/routes'

/**
 * The Markdown copy of a documentation page, guide chapter, article or legal page, made from its Portable Text.
 * Read at the page's own address plus ".md" (/documentation/getting-started.md): next.config.ts rewrites it here.
 * Pages built from sections have none (MARKDOWN_TYPES in lib/markdown/document.ts).
 */
export const dynamic = 'force-static'
async function documentsByPath() {
  const documents = await getMarkdownDocuments()
  return new Map(documents.map((document) => [pathFor(document._type, document.slug), document]))
}

export async function generateStaticParams() {
  return [...(await documentsByPath()).keys()].flatMap((path) => (path ? [{ path: path.slice(1).split('/') }] : []))
}

export async function GET(_request: Request, { params }: RouteContext<'/markdown/[...path]'>) {
  const document = (await documentsByPath()).get(`/${(await params).path.join('/')}`)
  if (!document) notFound()
  return markdownResponse(markdownDocument(document, env.NEXT_PUBLIC_SITE_URL))
}
