import { DocumentsIcon } from '@sanity/icons/Documents'
import { defineType } from '@sanity/types'
import { PAGE_GROUPS, labelsField, pageHeaderFields, referenceList, requiredString } from '../fields'

/** The /documentation hub; its labels are also used on every documentation page. */
export const documentationPage = defineType({
  name: 'documentationPage',
  title: 'Documentation hub',
  type: 'document',
  icon: DocumentsIcon,
  groups: PAGE_GROUPS,
  fields: [
    ...pageHeaderFields('content'),
    referenceList('pages', 'Documentation pages', 'docPage', {
      description: 'The cards on the hub, in this order. A page not listed here still has its own address.',
    }),
    labelsField('Used on the hub cards and on every documentation page.', [
      requiredString('readMoreLabel', 'Link on each card', 'E.g. "Read more".'),
      requiredString('backLabel', 'Link back to the hub', 'On each documentation page; goes to /documentation.'),
      requiredString(
        'onThisPageLabel',
        'Contents heading',
        'Above the list of sections on a documentation page, e.g. "On this page".',
      ),
    ]),
  ],
  preview: { prepare: () => ({ title: 'Documentation hub' }) },
})
