import { defineField } from '@sanity/types'
import { ICON_NAMES } from '@/lib/site/icons'

/** A required icon, picked from the list the site can draw. */
export function iconField(name = 'icon', title = 'Icon') {
  return defineField({
    name,
    title,
    type: 'string',
    options: { list: ICON_NAMES.map((value) => ({ title: value, value })) },
    validation: (rule) => rule.required(),
  })
}
