import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { logThrottled } from '@/lib/log/throttled'
import { withSafePreviewPathname } from '@/lib/sanity/draftMode'
import { contentBackend, previewClient } from '@/lib/sanity/fetch'

export const dynamic = 'force-dynamic'

/** Validates the Studio's preview secret with the viewer token (SANITY_API_READ_TOKEN). */
const draftMode = previewClient ? defineEnableDraftMode({ client: previewClient }) : null

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * GET /api/draft-mode/enable: the Studio's Presentation tool opens a page in draft mode through here (docs/studio.md,
 * "Previewing drafts"). A valid, unexpired `sanity-preview-secret` turns on Next's draft mode and redirects to
 * `sanity-preview-pathname`, a path on this site; a missing, wrong or expired one gets 401 and no cookie.
 */
export async function GET(request: Request) {
  if (contentBackend === 'embedded')
    return plain(
      404,
      'There are no drafts to preview: this site shows its bundled content. Drafts exist in a Sanity project (NEXT_PUBLIC_SANITY_PROJECT_ID).',
    )
  if (!draftMode) {
    logThrottled(
      console,
      'error',
      'draft-mode-unconfigured',
      '[draft-mode] SANITY_API_READ_TOKEN is not set: drafts cannot be read, draft mode stays off.',
    )
    return plain(503, 'Draft mode is not configured on this server.')
  }
  return draftMode.GET(withSafePreviewPathname(request))
}
