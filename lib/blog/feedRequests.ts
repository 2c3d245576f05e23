import 'server-only'
import { notFound } from 'next/navigation'
import { env } from '@/lib/env/server'
import { getBlogCategoryFeed, getBlogCategorySlugs, getBlogFeed } from '@/lib/sanity/content/blog'
import { documentPath, feedPath, SINGLETON_PATHS } from '@/lib/site/routes'
import { articleItem, feedResponse } from './rss'

/** GET /blog/rss.xml: the newest articles, built with the site and refreshed by the publish webhook like the pages. */
export async function answerBlogFeed(): Promise<Response> {
  const { blog, posts } = await getBlogFeed()
  const origin = env.NEXT_PUBLIC_SITE_URL
  return feedResponse({
    title: blog?.seo?.title || blog?.title || '',
    url: `${origin}${SINGLETON_PATHS.blogPage}`,
    feedUrl: `${origin}${feedPath(SINGLETON_PATHS.blogPage)}`,
    description: blog?.seo?.description ?? '',
    items: posts.map((post) => articleItem(post, origin)),
  })
}

/** The categories whose feeds are built with the site. */
export const categoryFeedParams = async () => (await getBlogCategorySlugs()).map(({ slug }) => ({ slug }))

/** GET /blog/category/{slug}/rss.xml: a category's newest articles; Next's 404 for a category not published. */
export async function answerCategoryFeed(
  _request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
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
