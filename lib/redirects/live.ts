/**
 * The published redirects of this process, for the proxy: a live table (lib/revalidate/liveTable.ts), replaced when
 * the publish webhook reports a change to a redirect, on every instance.
 */
import { env } from '@/lib/env/server'
import { liveTable } from '@/lib/revalidate/liveTable'
import { readPublishedRedirects } from '@/lib/sanity/content/redirects'
import { isRedirect, REDIRECT_TYPE } from './rules'
import { redirectTable, type RedirectTable } from './table'

const redirects = liveTable({
  name: 'redirects',
  read: readPublishedRedirects,
  madeOf: new Set([REDIRECT_TYPE]),
  build: (list) => redirectTable(list, env.NEXT_PUBLIC_SITE_URL),
  isItem: isRedirect,
  unreadable: { table: new Map() as RedirectTable, meaning: 'Serving without them' },
})

/** The current table: at once once loaded, else after the first read of the published redirects. */
export const currentRedirects = redirects.current

/** The webhook's part for a change to `type` (throws for a 503 when the redirects cannot be read or shared). */
export const refreshRedirectsAfter = redirects.refreshAfter
