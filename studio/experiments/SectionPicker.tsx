import { useFormValue, type StringInputProps } from 'sanity'
import { PublishedOptionSelect } from './PublishedOptionSelect'

type SectionOption = { _key: string; _type: string; label: string | null }

/**
 * Chooses the section an experiment changes among those of the chosen page as published, by type and heading;
 * stores its `_key`, which stays the section's through reordering and edits.
 */
export function SectionPicker(props: StringInputProps) {
  const pageId = (useFormValue(['target', 'page']) as { _ref?: string } | undefined)?._ref
  return (
    <PublishedOptionSelect<SectionOption[]>
      input={props}
      read={
        pageId
          ? {
              query: '*[_id == $id][0].sections[]{ _key, _type, "label": coalesce(heading, title, anchor) }',
              params: { id: pageId },
            }
          : null
      }
      waitingText="Choose the page first."
      readingText="Reading the page’s sections…"
      noneLabel="Choose a section"
      options={(sections) =>
        (sections ?? []).map((section, index) => ({
          value: section._key,
          label: `${index + 1}. ${section._type.replace(/Section$/, '')}${section.label ? `: ${section.label}` : ''}`,
        }))
      }
    />
  )
}
