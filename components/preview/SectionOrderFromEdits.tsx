'use client'

import { Fragment, type ReactNode } from 'react'
import { useOptimistic } from 'next-sanity/hooks'

type PageWithSections = { sections?: { _key: string }[] | null }

/**
 * The page's sections in the order of the document being edited, at once, while a marketer drags one in the
 * Presentation tool (loaded through OptimisticSectionOrder, in draft mode only). `sections` are the rendered sections,
 * in the order of `keys` (their `_key`s); the next server render of the draft takes over.
 */
export default function SectionOrderFromEdits({
  documentId,
  keys,
  sections,
}: {
  documentId: string
  keys: string[]
  sections: ReactNode[]
}) {
  const order = useOptimistic<string[], PageWithSections>(keys, (current, action) =>
    action.id === documentId && action.document.sections
      ? action.document.sections.map((section) => section._key)
      : current,
  )
  const byKey = new Map(keys.map((key, index) => [key, sections[index]]))
  return order.filter((key) => byKey.has(key)).map((key) => <Fragment key={key}>{byKey.get(key)}</Fragment>)
}
