import { NotFoundMessage, notFoundMetadata } from '@/components/layout/NotFoundMessage'

export const generateMetadata = notFoundMetadata

/** A page that rejects its address (unknown slug): the not-found message inside the site layout. */
export default function NotFound() {
  return <NotFoundMessage />
}
