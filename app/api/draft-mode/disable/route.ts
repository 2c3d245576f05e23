import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { env } from '@/lib/env/server'
import { pathAfterDraftMode } from '@/lib/sanity/draftMode'

export const dynamic = 'force-dynamic'

/** GET /api/draft-mode/disable: back to the published site, on the page draft mode was left from. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  redirect(pathAfterDraftMode(request, env.NEXT_PUBLIC_SITE_URL))
}
