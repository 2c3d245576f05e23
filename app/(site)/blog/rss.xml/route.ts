import { env } from '@/lib/env/server'
import { articleItem, feedResponse } from '@/lib/blog/rss'
import { getBlogFeed } from '@/lib/sanity/content/blog'
import { feedPath, SINGLETON_PATHS } from '@/lib/site/routes'

/** /blog/rss.xml: the newest articles, built with the site and refreshed by the publish webhook like the pages. */
export const dynamic = 'force-static'

export async function GET() {
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
