import { WarningOutlineIcon } from '@sanity/icons/WarningOutline'
import { defineType } from '@sanity/types'
import { requiredString } from '../fields'

export const notFoundPage = defineType({
  name: 'notFoundPage',
  title: 'Not-found page',
  type: 'document',
  icon: WarningOutlineIcon,
  fields: [
    requiredString('code', 'Large code', 'Usually 404.'),
    requiredString('heading', 'Message'),
    requiredString('homeLinkLabel', 'Link back home'),
    requiredString('documentTitle', 'Browser tab title'),
  ],
  preview: { prepare: () => ({ title: 'Not-found page' }) },
})
