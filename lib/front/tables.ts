/**
 * The live tables the decision reads (./decide.ts), each at once once loaded (lib/revalidate/liveTable.ts). Only for
 * an address that may be a page's: an API route, Next's files and the Studio read none, and never wait for a first
 * read of content.
 */
import { currentExperiments, experimentTable } from '@/lib/experiments/live'
import { currentRedirects } from '@/lib/redirects/live'
import { isPageAddress, type FrontTables } from './decide'
import { currentAddresses } from './liveAddresses'

const NO_TABLES: FrontTables = {
  redirects: new Map(),
  addresses: { has: () => true },
  experiments: experimentTable([]),
}

export async function frontTables(pathname: string): Promise<FrontTables> {
  if (!isPageAddress(pathname)) return NO_TABLES
  const [redirects, addresses, experiments] = await Promise.all([
    currentRedirects(),
    currentAddresses(),
    currentExperiments(),
  ])
  return { redirects, addresses, experiments }
}
