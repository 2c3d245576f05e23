import { useFormValue, useSchema, type StringInputProps } from 'sanity'
import { textFields, type SchemaTypeLike } from '@/lib/experiments/fields'
import type { SectionLike } from '@/lib/experiments/rules'
import { PublishedOptionSelect } from './PublishedOptionSelect'

/** Words shown of a field's current text in the list: enough to recognise it. */
const SHOWN = 40
const shortened = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text)

/**
 * Chooses the text field of the chosen section an experiment changes (lib/experiments/fields.ts), among those of the
 * section as published, by where it is and what it says now; or none, to replace the whole section.
 */
export function FieldPicker(props: StringInputProps) {
  const pageId = (useFormValue(['target', 'page']) as { _ref?: string } | undefined)?._ref
  const sectionKey = useFormValue(['target', 'sectionKey']) as string | undefined
  const schema = useSchema()
  return (
    <PublishedOptionSelect<SectionLike>
      input={props}
      read={
        pageId && sectionKey
          ? {
              query: '*[_id == $id][0].sections[_key == $key][0]',
              params: { id: pageId, key: sectionKey },
            }
          : null
      }
      waitingText="Choose the section first."
      readingText="Reading the section’s fields…"
      noneLabel="The whole section"
      options={(section, value) => {
        const type = section?._type ? (schema.get(section._type) as SchemaTypeLike | undefined) : undefined
        const fields = textFields(section, type).map((field) => ({
          value: field.path,
          label: `${field.title}: “${shortened(field.value)}”`,
        }))
        // A field chosen before the section changed, no longer in it: shown, so that validation can say so.
        const stale = value && !fields.some((field) => field.value === value) ? [{ value, label: value }] : []
        return [...stale, ...fields]
      }}
    />
  )
}
