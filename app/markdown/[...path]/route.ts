import { answerMarkdownCopy, markdownCopyParams } from '@/lib/markdown/requests'

/**
 * The Markdown copy of a documentation page, guide chapter, article or legal page, made from its Portable Text
 * (lib/markdown/requests.ts). Read at the page's own address plus ".md" (/documentation/getting-started.md):
 * next.config.ts rewrites it here. Pages built from sections have none (MARKDOWN_TYPES in lib/markdown/document.ts).
 */
export const dynamic = 'force-static'
export const generateStaticParams = markdownCopyParams

export const GET = answerMarkdownCopy
