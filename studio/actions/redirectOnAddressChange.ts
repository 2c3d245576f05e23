import { useToast } from '@sanity/ui/toast'
import { useClient, type DocumentActionComponent, type SanityDocument } from 'sanity'
import { publicEnv } from '@/lib/env/public'
import { recordAddressChange } from '@/lib/redirects/addressChange'
import { apiVersion } from '@/lib/sanity/api'
import { pathFor } from '@/lib/site/routes'

/** How long the redirect waits for the publish to land: never redirect from a page that is still served. */
const PUBLISH_WAIT_MS = 15_000
const PUBLISH_POLL_MS = 250

const slugOf = (document: SanityDocument | null | undefined) =>
  (document?.slug as { current?: string } | undefined)?.current ?? null

/**
 * Sanity's Publish button, plus: when the document's address changes with this publish, a redirect from the old
 * address to the new one (lib/redirects/addressChange.ts), written with the marketer's own session once the
 * published document has the new slug, and a toast that says so. No paid Sanity feature involved.
 */
export function withRedirectOnAddressChange(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithRedirect: DocumentActionComponent = (props) => {
    const description = publish(props)
    const client = useClient({ apiVersion })
    const toast = useToast()
    if (!description) return description
    const from = pathFor(props.type, slugOf(props.published))
    const newSlug = slugOf(props.draft)
    const to = pathFor(props.type, newSlug)
    return {
      ...description,
      onHandle: () => {
        description.onHandle?.()
        if (!from || !to || !newSlug || from === to) return
        publishedWithSlug(props.id, newSlug)
          .then(() => recordAddressChange(client, from, to, publicEnv.NEXT_PUBLIC_SITE_URL))
          .then(
            () =>
              toast.push({
                status: 'success',
                title: `Redirect created: ${from} → ${to}`,
                description: 'Links and search results that lead to the old address now arrive at the new one.',
                closable: true,
              }),
            (error: unknown) =>
              toast.push({
                status: 'error',
                title: `No redirect from ${from}: links to it now lead nowhere`,
                description: `Create one under Redirects. (${error instanceof Error ? error.message : error})`,
                closable: true,
                duration: 30_000,
              }),
          )
      },
    }

    /** Resolves once the published document (read from the document endpoint, always current) has `slug`. */
    async function publishedWithSlug(id: string, slug: string) {
      for (let waited = 0; waited < PUBLISH_WAIT_MS; waited += PUBLISH_POLL_MS) {
        if (slugOf(await client.getDocument(id)) === slug) return
        await new Promise((resolve) => setTimeout(resolve, PUBLISH_POLL_MS))
      }
      throw new Error(`the publish did not complete within ${PUBLISH_WAIT_MS / 1000} s`)
    }
  }
  PublishWithRedirect.action = publish.action
  return PublishWithRedirect
}
