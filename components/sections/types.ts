import type { SectionOfType, SectionTypeName } from '@/lib/sanity/sections'

/**
 * What each section component takes: its fields and the id of its heading (unique on the page, from its anchor or
 * its type), which the section is labelled by.
 */
export type SectionProps<Type extends SectionTypeName> = { section: SectionOfType<Type>; headingId: string }

/** The section element's id: its anchor, which "#anchor" links scroll to. */
export const anchorId = (section: { anchor: string | null }) => section.anchor ?? undefined
