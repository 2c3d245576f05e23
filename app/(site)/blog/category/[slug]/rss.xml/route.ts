import { notFound } from 'next/navigation'
import { env } from '@/lib/env/server'
import { articleItem, feedResponse } from '@/lib/blog/rss'
import { getBlogCategoryFeed, getBlogCategorySlugs } from '@/lib/sanity/content/blog'
import { documentPath, feedPath } from '@/lib/site/routes'

/** /blog/category/{slug}/rss.xml: a category's newest articles. */
export const dynamic = 'force-static'
export async function generateStaticParams() {
  return (await getBlogCategorySlugs()).map(({ slug }) => ({ slug }))
}

export async function GET(_request: Request, { params }: RouteContext<'/blog/category/[slug]/rss.xml'>) {
  const category = await getBlogCategoryFeed((await params).slug)
  if (!category) notFound()
  const origin = env.NEXT_PUBLIC_SITE_URL
  const path = documentPath('blogCategory', category.slug)
  return feedResponse({
    title: category.seo?.title || category.title,
    url: `${origin}${path}`,
    feedUrl: `${origin}${feedPath(path)}`,
    description: category.seo?.description || category.description,
    items: category.posts.map((post) => articleItem(post, origin)),
  })
}
