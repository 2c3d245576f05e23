import { BookIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { pageHeaderFields, requiredString } from '../fields'

/** The /cold-outreach-guide index; its labels are also used on every chapter page. */
export const guidePage = defineType({
  name: 'guidePage',
  title: 'Cold outreach guide',
  type: 'document',
  icon: BookIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'labels', title: 'Labels' },
  ],
  fields: [
    ...pageHeaderFields().map((field) => ({ ...field, group: 'content' })),
    defineField({
      name: 'chapters',
      title: 'Chapters',
      description: 'The chapters in reading order. A chapter not listed here still has its own page.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'guideChapter' }] })],
      group: 'content',
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'labels',
      title: 'Labels',
      description: 'Used on the chapter cards and on every chapter page.',
      type: 'object',
      group: 'labels',
      fields: [
        requiredString('chapterLabel', 'Before a chapter number', 'E.g. "Chapter" in "Chapter 2".'),
        requiredString('minReadLabel', 'After a reading time', 'E.g. "min read" in "10 min read".'),
        requiredString('readChapterLabel', 'Link on each card', 'E.g. "Read Chapter".'),
        requiredString('backLabel', 'Link back to the guide', 'On each chapter page; goes to /cold-outreach-guide.'),
        requiredString('previousChapterLabel', 'Link to the previous chapter'),
        requiredString('nextChapterLabel', 'Link to the next chapter'),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Cold outreach guide' }) },
})
