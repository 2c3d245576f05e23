import { Select, Text } from '@sanity/ui'
import { useEffect, useState, type ChangeEvent } from 'react'
import { set, unset, useClient, useFormValue, useSchema, type StringInputProps } from 'sanity'
import { textFields, type SchemaTypeLike, type TextField } from '@/lib/experiments/fields'
import type { SectionLike } from '@/lib/experiments/rules'
import { apiVersion } from '@/lib/sanity/api'

/** Words shown of a field's current text in the list: enough to recognise it. */
const SHOWN = 40
const shortened = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text)

/**
 * Chooses the text field of the chosen section an experiment changes (lib/experiments/fields.ts), among those of the
 * section as published, by where it is and what it says now; or none, to replace the whole section.
 */
export function FieldPicker(props: StringInputProps) {
  const { value, onChange, readOnly, elementProps } = props
  const pageId = (useFormValue(['target', 'page']) as { _ref?: string } | undefined)?._ref
  const sectionKey = useFormValue(['target', 'sectionKey']) as string | undefined
  const client = useClient({ apiVersion })
  const schema = useSchema()
  const [fields, setFields] = useState<TextField[] | null>(null)

  useEffect(() => {
    if (!pageId || !sectionKey) return
    let current = true
    client
      .fetch<SectionLike | null>('*[_id == $id][0].sections[_key == $key][0]', { id: pageId, key: sectionKey })
      .then((section) => {
        const type = section?._type ? (schema.get(section._type) as SchemaTypeLike | undefined) : undefined
        if (current) setFields(textFields(section, type))
      })
      .catch(() => current && setFields([]))
    return () => {
      current = false
    }
  }, [client, schema, pageId, sectionKey])

  if (!pageId || !sectionKey) return <Text muted>Choose the section first.</Text>
  if (!fields) return <Text muted>Reading the section’s fields…</Text>
  return (
    <Select
      {...elementProps}
      readOnly={readOnly}
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        onChange(event.currentTarget.value ? set(event.currentTarget.value) : unset())
      }
    >
      <option value="">The whole section</option>
      {/* A field chosen before the section changed, no longer in it: shown, so that validation can say so. */}
      {value && !fields.some((field) => field.path === value) && <option value={value}>{value}</option>}
      {fields.map((field) => (
        <option key={field.path} value={field.path}>
          {`${field.title}: “${shortened(field.value)}”`}
        </option>
      ))}
    </Select>
  )
}
