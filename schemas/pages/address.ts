import { apiVersion } from '@/lib/sanity/api'
import type { SlugCheck } from '../fields'

const TYPE_TITLES = { legalPage: 'legal page', page: 'page' } as const

/**
 * Legal pages and generic pages share the site's one-segment addresses (app/(site)/[slug]): a slug one of them
 * has (published or in a draft) is refused to the other, or one of the two pages could never be shown.
 */
export function notAnAddressOf(otherType: keyof typeof TYPE_TITLES): SlugCheck {
  return async (slug, context) => {
    const taken = await context
      .getClient({ apiVersion })
      .fetch<number>('count(*[_type == $otherType && slug.current == $slug])', { otherType, slug })
    return taken > 0 ? `/${slug} is already the address of a ${TYPE_TITLES[otherType]}: choose another address.` : true
  }
}
