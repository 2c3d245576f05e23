import { answerCategoryFeed, categoryFeedParams } from '@/lib/blog/feedRequests'

/** /blog/category/{slug}/rss.xml: a category's newest articles (lib/blog/feedRequests.ts). */
export const dynamic = 'force-static'
export const generateStaticParams = categoryFeedParams

export const GET = answerCategoryFeed
