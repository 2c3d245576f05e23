import { useToast } from '@sanity/ui/toast'
import { useClient, type DocumentActionComponent } from 'sanity'
import { publicEnv } from '@/lib/env/public'
import { addressChangeOf, recordAddressChange, slugOf } from '@/lib/redirects/addressChange'
import { apiVersion } from '@/lib/sanity/api'

/** How long the redirect waits for the publish to land: never redirect from a page that is still served. */
const PUBLISH_WAIT_MS = 15_000
const PUBLISH_POLL_MS = 250

/**
 * Sanity's Publish button, plus: when the document's address changes with this publish, a redirect from the old
 * address to the new one (lib/redirects/addressChange.ts), written with the marketer's own session once the
 * published document has the new slug, and a toast that says so. No paid Sanity feature involved. A scheduled
 * publish does the same (lib/scheduling/scheduler.ts), with the same `addressChangeOf`.
 */
export function withRedirectOnAddressChange(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithRedirect: DocumentActionComponent = (props) => {
    const description = publish(props)
    const client = useClient({ apiVersion })
    const toast = useToast()
    if (!description) return description
    const newSlug = slugOf(props.draft)
    const change = addressChangeOf(props.type, slugOf(props.published), newSlug)
    return {
      ...description,
      onHandle: () => {
        description.onHandle?.()
        if (!change || !newSlug) return
        const { from, to } = change
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
