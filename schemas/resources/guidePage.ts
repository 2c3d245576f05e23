import { BookIcon } from '@sanity/icons/Book'
import { defineType } from '@sanity/types'
import { PAGE_GROUPS, labelsField, pageHeaderFields, referenceList, requiredString } from '../fields'

/** The /cold-outreach-guide index; its labels are also used on every chapter page. */
export const guidePage = defineType({
  name: 'guidePage',
  title: 'Cold outreach guide',
  type: 'document',
  icon: BookIcon,
  groups: PAGE_GROUPS,
  fields: [
    ...pageHeaderFields('content'),
    referenceList('chapters', 'Chapters', 'guideChapter', {
      description: 'The chapters in reading order. A chapter not listed here still has its own page.',
    }),
    labelsField('Used on the chapter cards and on every chapter page.', [
      requiredString('chapterLabel', 'Before a chapter number', 'E.g. "Chapter" in "Chapter 2".'),
      requiredString('minReadLabel', 'After a reading time', 'E.g. "min read" in "10 min read".'),
      requiredString('readChapterLabel', 'Link on each card', 'E.g. "Read Chapter".'),
      requiredString('backLabel', 'Link back to the guide', 'On each chapter page; goes to /cold-outreach-guide.'),
      requiredString('previousChapterLabel', 'Link to the previous chapter'),
      requiredString('nextChapterLabel', 'Link to the next chapter'),
    ]),
  ],
  preview: { prepare: () => ({ title: 'Cold outreach guide' }) },
})
