import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { pageOf, pageOfText, pagePath, type ArticlePage } from '@/lib/blog/pagination'
import { getBlogCategory, getBlogPage } from '@/lib/sanity/content/blog'
import { pageMetadata } from '@/lib/seo/metadata'
import { documentPath, feedPath, SINGLETON_PATHS } from '@/lib/site/routes'

/**
 * What /blog, a category and their further pages (/page/2…) share: which articles a page shows (a 404 past the last
 * page, and for any page number that is not plainly written), and its metadata (canonical address of that page, the
 * list's feed (RSS) as an alternate).
 */

/** One page of every article; `pageNumber` null is an address that is no page. */
export async function blogIndexPage(pageNumber: number | null) {
  const blog = await getBlogPage()
  const page = pageNumber === null ? null : pageOf(blog.posts, blog.postsPerPage, pageNumber)
  if (!page) notFound()
  return { blog, page }
}

/** One page of a category's articles. */
export async function categoryArchivePage(slug: string, pageNumber: number | null) {
  const [category, blog] = await Promise.all([getBlogCategory(slug), getBlogPage()])
  const page = category && pageNumber !== null ? pageOf(category.posts, blog.postsPerPage, pageNumber) : null
  if (!category || !page) notFound()
  return { category, blog, page }
}

export async function blogIndexMetadata(pageNumber: number | null): Promise<Metadata> {
  const { blog, page } = await blogIndexPage(pageNumber)
  return listMetadata({
    seo: blog.seo,
    title: blog.title,
    path: SINGLETON_PATHS.blogPage,
    page,
    pageOfLabel: blog.labels.pageOfLabel,
  })
}

export async function categoryArchiveMetadata(slug: string, pageNumber: number | null): Promise<Metadata> {
  const { category, blog, page } = await categoryArchivePage(slug, pageNumber)
  const path = documentPath('blogCategory', category.slug)
  return listMetadata({ seo: category.seo, title: category.title, path, page, pageOfLabel: blog.labels.pageOfLabel })
}

/**
 * Pages 2 and up add "Page 2 of 3" to their title, so that no two pages of a list share one, and show the list's own
 * social card (its first page's: /og knows only public pages, and the further pages are none).
 */
function listMetadata({
  seo,
  title,
  path,
  page,
  pageOfLabel,
}: {
  seo: { title?: string | null; description?: string | null } | null
  title: string
  path: string
  page: ArticlePage<unknown>
  pageOfLabel: string
}) {
  const suffix = page.page > 1 ? ` · ${pageOfText(pageOfLabel, page)}` : ''
  const pageTitle = `${seo?.title || title}${suffix}`
  return pageMetadata(
    { ...seo, title: pageTitle },
    { title: pageTitle, path: pagePath(path, page.page), feed: { path: feedPath(path), title }, cardPath: path },
  )
}
