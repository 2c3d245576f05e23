import { pathFor } from '@/lib/site/routes'
import { seedDocuments } from '@/studio/seed'

const pathsOf = (documents: typeof seedDocuments) =>
  documents
    .map((document) => pathFor(document._type, (document.slug as { current?: string } | undefined)?.current))
    .filter((path): path is string => path !== null)
    .sort()

/** Every public page of the site as the bundled content defines it (what the sitemap must list). */
export const PUBLIC_PATHS: string[] = pathsOf(seedDocuments.filter((document) => document.hiddenFromSearch !== true))

/** Pages that exist but are kept out of search engines (and the sitemap): the site's own, and those hidden in content. */
export const UNLISTED_PATHS = [
  '/payment-success',
  '/search?q=follow+up',
  ...pathsOf(seedDocuments.filter((document) => document.hiddenFromSearch === true)),
]

/** The seed's campaign page, made only of sections, one of every type: where the section tests look. */
export const EVERY_SECTION_PATH = '/agencies'
