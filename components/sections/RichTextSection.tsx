import { RichText } from '@/components/content/RichText'
import { anchorId, type SectionProps } from './types'

/** Formatted text at a readable line length, under an optional heading. */
export function RichTextSection({ section, headingId }: SectionProps<'richTextSection'>) {
  return (
    <section
      id={anchorId(section)}
      aria-labelledby={section.heading ? headingId : undefined}
      className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8"
    >
      {section.heading ? (
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white">
          {section.heading}
        </h2>
      ) : null}
      <RichText value={section.body} />
    </section>
  )
}
