import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { env } from '@/lib/env/server'
import { pathAfterDraftMode } from '@/lib/sanity/draftMode'

export const dynamic = 'force-dynamic'

/** The perspective the Studio asked for when enabling draft mode (next-sanity's `defineEnableDraftMode` sets it). */
const PERSPECTIVE_COOKIE = 'sanity-preview-perspective'

/** GET /api/draft-mode/disable: back to the published site, on the page draft mode was left from. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PERSPECTIVE_COOKIE)
  redirect(pathAfterDraftMode(request, env.NEXT_PUBLIC_SITE_URL))
}
