'use client'

import { VisualEditing } from 'next-sanity/visual-editing/client-component'
import { useRouter } from 'next/navigation'

/**
 * Draft mode only (its code never loads on public pages; loaded by ./LivePreview.tsx): the Studio's click-to-edit
 * overlays, and live preview.
 * When the Presentation tool reports an edit to a document on the page (or its refresh button is pressed), the page
 * is rendered again from the drafts on the server, without a reload.
 */
export default function VisualEditingPreview() {
  const router = useRouter()
  return (
    <VisualEditing
      refresh={() => {
        router.refresh()
        // Presentation shows the frame as refreshing until this settles.
        return new Promise((resolve) => setTimeout(resolve, 1_000))
      }}
    />
  )
}
