/**
 * The published addresses of this process, for the proxy's guard of the on-demand routes (lib/front/addresses.ts): a
 * live table (lib/revalidate/liveTable.ts), replaced when the publish webhook reports a change to a document with a
 * page of its own, on every instance.
 */
import { EXPERIMENT_TYPE } from '@/lib/experiments/rules'
import { liveTable } from '@/lib/revalidate/liveTable'
import { readPublishedAddresses } from '@/lib/sanity/content/addresses'
import { COLLECTION_PATHS } from '@/lib/site/routes'

export type AddressTable = { has(address: string): boolean }

const addresses = liveTable<string, AddressTable>({
  name: 'addresses',
  read: readPublishedAddresses,
  // Those with slugs, the blog's page size (how many pages its lists have), and the experiments (their variants').
  madeOf: new Set([...Object.keys(COLLECTION_PATHS), 'blogPage', EXPERIMENT_TYPE]),
  build: (list) => new Set(list),
  isItem: (value): value is string => typeof value === 'string',
  // Unguarded rather than every page a 404: pages published since the build render, as would made-up addresses.
  unreadable: { table: { has: () => true }, meaning: 'Letting every address through to its page' },
})

/** The current table: at once once loaded, else after the first read of the published addresses. */
export const currentAddresses = addresses.current

/** The webhook's part for a change to `type` (throws for a 503 when the addresses cannot be read or shared). */
export const refreshAddressesAfter = addresses.refreshAfter
