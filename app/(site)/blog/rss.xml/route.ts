import { answerBlogFeed } from '@/lib/blog/feedRequests'

/** /blog/rss.xml: the newest articles (lib/blog/feedRequests.ts), built with the site, refreshed by the webhook. */
export const dynamic = 'force-static'

export const GET = answerBlogFeed
