import type { SeedDocument } from './helpers'

/**
 * The error page's words (schemas/site/errorPage.ts). A module of its own: besides being content like the rest of the
 * seed, this copy is bundled with the site for when content itself cannot be read (lib/site/errorPageWords.ts), and
 * importing it must bring nothing else.
 */
export const errorPageDocument = {
  _id: 'errorPage',
  _type: 'errorPage',
  heading: 'Something went wrong',
  message: 'This page could not be shown just now. Please try again in a moment.',
  retryLabel: 'Try again',
  homeLinkLabel: 'Return to Home',
  referenceLabel: 'Error reference',
  documentTitle: 'Something went wrong',
} satisfies SeedDocument
