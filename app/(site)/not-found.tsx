import { NotFoundMessage } from '@/components/layout/NotFoundMessage'
import { getNotFoundPage } from '@/lib/sanity/content/site'
import { notFoundMetadata } from '@/lib/seo/metadata'

export const generateMetadata = notFoundMetadata

/** A page that rejects its address (unknown slug): the not-found message inside the site layout. */
export default async function NotFound() {
  return <NotFoundMessage page={await getNotFoundPage()} />
}
