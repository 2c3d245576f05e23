import { UsersIcon } from '@sanity/icons/Users'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import {
  labelsField,
  PAGE_GROUPS,
  pageHeaderFields,
  requiredGroup,
  requiredString,
  requiredText,
  requiredWithPlaceholder,
} from '../fields'
import { iconField } from '../objects/icon'
import { extraSectionsField, SECTIONS_UNDER_CONTENT } from '../sections'

/** The /careers page: open positions and benefits. */
export const careersPage = defineType({
  name: 'careersPage',
  title: 'Careers page',
  type: 'document',
  icon: UsersIcon,
  groups: PAGE_GROUPS,
  fields: [
    ...pageHeaderFields('content'),
    requiredGroup({
      name: 'positions',
      title: 'Open positions',
      group: 'content',
      fields: [
        requiredString('heading', 'Heading'),
        defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2 }),
        defineField({
          name: 'jobs',
          title: 'Jobs',
          description: 'Listed in this order. Remove a job here when it is filled.',
          type: 'array',
          of: [defineArrayMember({ type: 'reference', to: [{ type: 'job' }] })],
          validation: (rule) => rule.unique(),
        }),
        requiredText('emptyText', 'Text when no jobs are listed', 2),
      ],
    }),
    requiredGroup({
      name: 'benefits',
      title: 'Benefits',
      group: 'content',
      fields: [
        requiredString('heading', 'Heading'),
        defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2 }),
        defineField({
          name: 'items',
          title: 'Benefit cards',
          type: 'array',
          of: [
            defineArrayMember({
              name: 'benefit',
              title: 'Benefit',
              type: 'object',
              fields: [iconField(), requiredString('title', 'Title'), requiredText('description', 'Description', 2)],
              preview: { select: { title: 'title', subtitle: 'description' } },
            }),
          ],
          validation: (rule) => rule.required().min(1).max(8),
        }),
      ],
    }),
    labelsField('Small texts on the job cards.', [
      requiredString('requirementsHeading', "Heading above each job's requirements"),
      requiredString('applyLabel', 'Apply button'),
      defineField({
        name: 'applyAriaLabel',
        title: 'Apply button, for screen readers',
        description:
          'Read out instead of the button text so each button is distinct. Start it with the button text (e.g. "Apply Now for {job}"); {job} is replaced by the job title.',
        type: 'string',
        validation: requiredWithPlaceholder('{job}', 'Include {job} where the job title goes.'),
      }),
    ]),
    extraSectionsField(SECTIONS_UNDER_CONTENT, { group: 'content' }),
  ],
  preview: { prepare: () => ({ title: 'Careers page' }) },
})
