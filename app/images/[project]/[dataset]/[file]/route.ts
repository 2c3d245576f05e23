import { embeddedImage } from '@/lib/images/embedded'
import { requestClientKey } from '@/lib/security/requestClient'

/**
 * The embedded backend's image CDN: the seed's images at Sanity's CDN address shape, resized, cropped and
 * converted as Sanity's CDN would (lib/images/embedded.ts). With a Sanity project, images come from its CDN.
 */
export async function GET(request: Request, { params }: RouteContext<'/images/[project]/[dataset]/[file]'>) {
  const url = new URL(request.url)
  const answer = await embeddedImage(await params, url.searchParams, {
    accept: request.headers.get('accept') ?? '',
    clientKey: requestClientKey(request.headers),
  })
  return new Response(answer.body, {
    status: answer.status,
    headers: {
      'content-type': answer.contentType,
      // Each address names one file's content (its hash) and one rendering of it: it never changes.
      'cache-control': answer.status === 200 ? 'public, max-age=31536000, immutable' : 'no-store',
      vary: 'accept',
      ...(answer.retryAfterSeconds ? { 'retry-after': String(answer.retryAfterSeconds) } : {}),
    },
  })
}
