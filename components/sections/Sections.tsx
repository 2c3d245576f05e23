import type { ComponentType } from 'react'
import { createDataAttribute } from 'next-sanity'
import { draftMode } from 'next/headers'
import { OptimisticSectionOrder } from '@/components/preview/OptimisticSectionOrder'
import { warnOnce } from '@/lib/log/warnOnce'
import { isKnownSection, SECTION_LIBRARY, type IncomingSection, type SectionData } from '@/lib/sanity/sections'
import { STUDIO_PATH } from '@/lib/site/routes'
import { SECTION_COMPONENTS } from './registry'
import type { SectionProps } from './types'

/**
 * Heading ids unique on the page: "<anchor>-heading", or "<type>-heading" for a section without an anchor, with a
 * number after a repeated one.
 */
function headingIds(sections: readonly SectionData[]): string[] {
  const used = new Set<string>()
  return sections.map((section) => {
    const base = `${section.anchor ?? SECTION_LIBRARY[section._type].idBase}-heading`
    let id = base
    for (let count = 2; used.has(id); count++) id = `${base}-${count}`
    used.add(id)
    return id
  })
}

/** Shown in draft mode in place of a section type this site cannot render (added by a newer Studio). */
function UnknownSection({ type }: { type: string }) {
  return (
    <div
      role="note"
      className="mx-auto my-8 max-w-3xl rounded-2xl border-2 border-dashed border-amber-400/70 p-6 text-amber-200"
    >
      Unknown section type <code>{type}</code>: not shown on the published page.
    </div>
  )
}

/**
 * A page's sections in order, each by its type's component (registry.ts). A type the site does not know is left
 * out and logged; in draft mode editors see a placeholder in its place.
 *
 * In draft mode (the Studio's Presentation tool) each section is wrapped in an element naming its place in `owner`'s
 * `sections` array: the preview's overlay then edits a section with a click and reorders sections by dragging, shown
 * at once (OptimisticSectionOrder). Public pages get neither the wrappers nor any of their code.
 */
export async function Sections({
  sections,
  owner,
}: {
  sections: readonly IncomingSection[] | null | undefined
  owner: { _id: string; _type: string }
}) {
  const all = sections ?? []
  const unknown = all.filter((section) => !isKnownSection(section))
  for (const section of unknown) warnOnce(`Section of unknown type "${section._type}" (key ${section._key}) not shown.`)
  const inOwner = (await draftMode()).isEnabled
    ? createDataAttribute({ baseUrl: STUDIO_PATH, id: owner._id, type: owner._type })
    : null
  const known = all.filter(isKnownSection)
  const ids = headingIds(known)
  const headingIdOf = new Map(known.map((section, index) => [section._key, ids[index]]))
  if (!inOwner) {
    return known.map((section) => (
      <KnownSection key={section._key} section={section} headingId={headingIdOf.get(section._key)!} />
    ))
  }
  return (
    <OptimisticSectionOrder
      documentId={owner._id}
      keys={all.map((section) => section._key)}
      sections={all.map((section) => (
        <div key={section._key} data-sanity={inOwner(['sections', { _key: section._key }]).toString()}>
          {isKnownSection(section) ? (
            <KnownSection section={section} headingId={headingIdOf.get(section._key)!} />
          ) : (
            <UnknownSection type={section._type} />
          )}
        </div>
      ))}
    />
  )
}

function KnownSection({ section, headingId }: { section: SectionData; headingId: string }) {
  const Component = SECTION_COMPONENTS[section._type] as ComponentType<SectionProps<typeof section._type>>
  return <Component section={section} headingId={headingId} />
}
