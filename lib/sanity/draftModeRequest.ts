import 'server-only'
import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { env } from '@/lib/env/server'
import { logThrottled } from '@/lib/log/throttled'
import { pathAfterDraftMode, withSafePreviewPathname } from './draftMode'
import { contentBackend, previewClient } from './fetch'

/** Validates the Studio's preview secret with the viewer token (SANITY_API_READ_TOKEN). */
const enableDraftMode = previewClient ? defineEnableDraftMode({ client: previewClient }) : null

/** The perspective the Studio asked for when enabling draft mode (next-sanity's `defineEnableDraftMode` sets it). */
const PERSPECTIVE_COOKIE = 'sanity-preview-perspective'

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * GET /api/draft-mode/enable: the Studio's Presentation tool opens a page in draft mode through here (docs/studio.md,
 * "Previewing drafts"). A valid, unexpired `sanity-preview-secret` turns on Next's draft mode and redirects to
 * `sanity-preview-pathname`, a path on this site; a missing, wrong or expired one gets 401 and no cookie.
 */
export async function answerDraftModeEnable(request: Request): Promise<Response> {
  if (contentBackend === 'embedded')
    return plain(
      404,
      'There are no drafts to preview: this site shows its bundled content. Drafts exist in a Sanity project (NEXT_PUBLIC_SANITY_PROJECT_ID).',
    )
  if (!enableDraftMode) {
    logThrottled(
      console,
      'error',
      'draft-mode-unconfigured',
      '[draft-mode] SANITY_API_READ_TOKEN is not set: drafts cannot be read, draft mode stays off.',
    )
    return plain(503, 'Draft mode is not configured on this server.')
  }
  return enableDraftMode.GET(withSafePreviewPathname(request))
}

/** GET /api/draft-mode/disable: back to the published site, on the page draft mode was left from. */
export async function answerDraftModeDisable(request: Request): Promise<never> {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PERSPECTIVE_COOKIE)
  redirect(pathAfterDraftMode(request, env.NEXT_PUBLIC_SITE_URL))
}
