import { ErrorOutlineIcon } from '@sanity/icons/ErrorOutline'
import { defineType } from '@sanity/types'
import { requiredString, requiredText } from '../fields'

/**
 * What a visitor reads when a page fails to render (a Content Lake outage, a bug). The site also carries the seed's
 * copy of these words, for when content itself cannot be read (docs/studio.md, "System pages").
 */
export const errorPage = defineType({
  name: 'errorPage',
  title: 'Error page',
  type: 'document',
  icon: ErrorOutlineIcon,
  fields: [
    requiredString('heading', 'Heading'),
    requiredText('message', 'Message', 2),
    requiredString('retryLabel', 'Try-again button'),
    requiredString('homeLinkLabel', 'Link back home'),
    requiredString(
      'referenceLabel',
      'Reference label',
      'Shown before the code that identifies this failure in the server log, for a visitor who reports it.',
    ),
    requiredString('documentTitle', 'Browser tab title'),
  ],
  preview: { prepare: () => ({ title: 'Error page' }) },
})
