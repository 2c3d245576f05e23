import { RichText } from '@/components/content/RichText'
import type { RichText as RichTextValue } from '@/sanity/types'

/** A long text at a readable line length: the body of a legal or generic page. */
export function ProseBody({ value }: { value: RichTextValue }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-24 pt-4 sm:px-6 lg:px-8">
      <RichText value={value} />
    </div>
  )
}
