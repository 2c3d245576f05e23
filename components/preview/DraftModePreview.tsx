import { DRAFT_MODE_DISABLE_PATH } from '@/lib/sanity/draftMode'
import type { DraftModeBannerQueryResult } from '@/sanity/types'
import { LivePreview } from './LivePreview'

/** What a page adds in draft mode: the banner that says drafts are shown (with the way out), and live preview. */
export function DraftModePreview({
  banner,
}: {
  banner: Pick<NonNullable<DraftModeBannerQueryResult>, 'notice' | 'leaveLabel'>
}) {
  return (
    <>
      <aside
        aria-labelledby="draft-mode-notice"
        className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-amber-300/40 bg-space-950/95 px-4 py-3 text-sm text-amber-100"
      >
        <p id="draft-mode-notice">{banner.notice}</p>
        {/* A plain link: leaving works without JavaScript, and from inside the Studio's frame too. */}
        <a
          href={DRAFT_MODE_DISABLE_PATH}
          className="rounded-md font-semibold text-amber-200 underline underline-offset-4 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-200"
        >
          {banner.leaveLabel}
        </a>
      </aside>
      <LivePreview />
    </>
  )
}
