import { UserIcon } from '@sanity/icons/User'
import { defineField, defineType } from '@sanity/types'
import { imageField } from '../objects/image'
import { requiredString } from '../fields'

/** A person who writes blog articles; each article references its author. */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  icon: UserIcon,
  fields: [
    requiredString('name', 'Name'),
    defineField({ name: 'role', title: 'Role', description: 'E.g. "Head of AI Product".', type: 'string' }),
    imageField('photo', 'Photo', { description: 'A portrait; choose the hotspot on the face so round crops keep it.' }),
    defineField({
      name: 'bio',
      title: 'Short bio',
      description: 'One or two sentences shown under the article.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(280).warning('Keep the bio to two sentences.'),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
})
