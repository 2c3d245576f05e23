import { createClient, type SanityClient } from '@sanity/client'
import { apiHostOptions, apiVersion } from './api'

/**
 * The site's Sanity client with its write token (SANITY_API_WRITE_TOKEN): contact messages (lib/contact/inbox.ts)
 * and scheduled publishing (lib/scheduling/site.ts). `apiHost` (SANITY_API_HOST) is only ever set in tests (a
 * loopback stand-in).
 */
export function sanityWriteClient({
  projectId,
  dataset,
  token,
  apiHost,
}: {
  projectId: string
  dataset: string
  token: string
  apiHost?: string
}): SanityClient {
  return createClient({
    projectId,
    dataset,
    token,
    apiVersion,
    useCdn: false,
    ...apiHostOptions(apiHost),
  })
}
