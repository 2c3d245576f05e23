'use client'

import { createDataAttribute } from 'next-sanity'
import { useOptimistic } from 'next-sanity/hooks'
import type { ReactNode } from 'react'
import { STUDIO_PATH } from '@/lib/site/routes'

type Props = {
  /** The document whose `sections` these are. */
  document: { _id: string; _type: string }
  /** Each section's key and what the server rendered for it, in the published order. */
  sections: { key: string; node: ReactNode }[]
}

type SectionsDocument = { sections?: { _key: string }[] }

/**
 * Draft mode only (rendered by components/sections/Sections.tsx, never on public pages): the sections as a list
 * Presentation can drag and drop, shown in the new order the moment an editor drops one, before the Content Lake
 * answers.
 */
export function ReorderableSections({ document, sections }: Props) {
  const order = useOptimistic<string[], SectionsDocument>(
    sections.map((section) => section.key),
    (current, action) =>
      action.id.replace(/^drafts\./, '') === document._id && action.document.sections
        ? action.document.sections.map((section) => section._key)
        : current,
  )
  const rendered = new Map(sections.map((section) => [section.key, section.node]))
  const attribute = createDataAttribute({ id: document._id, type: document._type, baseUrl: STUDIO_PATH })
  return (
    <div data-sanity={attribute('sections')}>
      {order.map((key) =>
        rendered.has(key) ? (
          <div key={key} data-sanity={attribute(['sections', { _key: key }])}>
            {rendered.get(key)}
          </div>
        ) : null,
      )}
    </div>
  )
}
