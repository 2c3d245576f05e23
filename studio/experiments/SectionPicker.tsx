import { Select, Text } from '@sanity/ui'
import { useEffect, useState, type ChangeEvent } from 'react'
import { set, unset, useClient, useFormValue, type StringInputProps } from 'sanity'
import { apiVersion } from '@/lib/sanity/api'

type SectionOption = { _key: string; _type: string; label: string | null }

/**
 * Chooses the section an experiment changes among those of the chosen page as published, by type and heading;
 * stores its `_key`, which stays the section's through reordering and edits.
 */
export function SectionPicker(props: StringInputProps) {
  const { value, onChange, readOnly, elementProps } = props
  const pageId = (useFormValue(['target', 'page']) as { _ref?: string } | undefined)?._ref
  const client = useClient({ apiVersion })
  const [sections, setSections] = useState<SectionOption[] | null>(null)

  useEffect(() => {
    if (!pageId) return
    let current = true
    client
      .fetch<SectionOption[] | null>(
        '*[_id == $id][0].sections[]{ _key, _type, "label": coalesce(heading, title, anchor) }',
        { id: pageId },
      )
      .then((list) => current && setSections(list ?? []))
      .catch(() => current && setSections([]))
    return () => {
      current = false
    }
  }, [client, pageId])

  if (!pageId) return <Text muted>Choose the page first.</Text>
  if (!sections) return <Text muted>Reading the page’s sections…</Text>
  return (
    <Select
      {...elementProps}
      readOnly={readOnly}
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        onChange(event.currentTarget.value ? set(event.currentTarget.value) : unset())
      }
    >
      <option value="">Choose a section</option>
      {sections.map((section, index) => (
        <option key={section._key} value={section._key}>
          {`${index + 1}. ${section._type.replace(/Section$/, '')}${section.label ? `: ${section.label}` : ''}`}
        </option>
      ))}
    </Select>
  )
}
