import { defineQuery } from 'next-sanity'
import { EXPERIMENT_PAGE_PATH, EXPERIMENT_TYPE } from '@/lib/experiments/rules'
import { publishedAddresses } from '@/lib/front/addresses'
import { ROUTABLE_TYPES } from '@/lib/site/routes'
import { sanityFetch } from '../fetch'

/** What the published addresses are made of (lib/front/addresses.ts): every page, and the sizes of the article lists. */
export const publishedAddressesQuery = defineQuery(`{
  "pages": *[_type in $types]{ _type, "slug": slug.current },
  "postsPerPage": *[_type == "blogPage" && _id == "blogPage"][0].postsPerPage,
  "articleCount": count(*[_type == "blogPost" && defined(slug.current)]),
  "categories": *[_type == "blogCategory"]{
    "slug": slug.current,
    "articleCount": count(*[_type == "blogPost" && defined(slug.current) && references(^._id)])
  },
  "experiments": *[_type == "experiment"]{
    _id,
    "path": ${EXPERIMENT_PAGE_PATH},
    "variantIds": variants[variantId != "control"].variantId
  }
}`)

/** The published addresses, read afresh (the proxy reads once per process, the webhook once per change). */
export async function readPublishedAddresses(): Promise<string[]> {
  const content = await sanityFetch({
    query: publishedAddressesQuery,
    params: { types: ROUTABLE_TYPES },
    tags: [...ROUTABLE_TYPES, EXPERIMENT_TYPE],
    fresh: true,
  })
  return publishedAddresses(content)
}
