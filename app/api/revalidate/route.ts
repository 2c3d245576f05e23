import { revalidateTag } from 'next/cache'
import { env } from '@/lib/env'
import { handleSanityWebhook } from '@/lib/revalidate/webhook'

/**
 * POST /api/revalidate: Sanity's webhook after a publish (README, "Instant publishing"). A verified call
 * refreshes the cache tag of the changed document's type; the next visit of each page using it renders
 * it anew (`expire: 0`: a marketer reloading after publishing sees the change, never one stale view).
 */
export async function POST(request: Request) {
  return handleSanityWebhook(request, {
    secret: env.SANITY_REVALIDATE_SECRET,
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
  })
}
