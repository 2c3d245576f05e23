import { ArrowRightIcon } from '@sanity/icons/ArrowRight'
import { defineField, defineType, type ValidationContext } from '@sanity/types'
import { publicEnv } from '@/lib/env/public'
import {
  conflictProblem,
  destinationProblem,
  pageAddressOf,
  REDIRECT_STATUS_CODES,
  REDIRECT_TYPE,
  sourceProblem,
  type Redirect,
} from '@/lib/redirects/rules'
import { apiVersion } from '@/lib/sanity/api'

const STATUS_TITLES: Record<(typeof REDIRECT_STATUS_CODES)[number], string> = {
  308: 'Permanent (308): the old address is gone for good',
  301: 'Permanent (301): as 308, for tools that only know 301',
  307: 'Temporary (307): the old address comes back later',
  302: 'Temporary (302): as 307, for tools that only know 302',
}

/** The other published redirects that are on: what this one must not collide with. */
async function otherRedirects(context: ValidationContext): Promise<Pick<Redirect, 'source' | 'destination'>[]> {
  const id = (context.document?._id ?? '').replace(/^drafts\./, '')
  return context.getClient({ apiVersion }).fetch(
    `*[_type == $type && enabled != false && !(_id in path("drafts.**")) && !(_id in path("versions.**")) && _id != $id
      && defined(source) && defined(destination)]{ source, destination }`,
    { type: REDIRECT_TYPE, id },
  )
}

/** Why visitors of `source` could not be redirected because a page answers there, or true. */
async function notAPage(source: string, context: ValidationContext): Promise<true | string> {
  const address = pageAddressOf(source)
  if (address.fixed) return `${source} is a page of the site: a redirect from it would hide the page.`
  const client = context.getClient({ apiVersion })
  for (const { type, slug } of address.documents) {
    const pages = await client.fetch<number>(
      'count(*[_type == $type && slug.current == $slug && !(_id in path("drafts.**"))])',
      { type, slug },
    )
    if (pages > 0) return `${source} is the address of a published page: a redirect from it would hide the page.`
  }
  return true
}

/**
 * A redirect a marketer manages: visitors of an old address are sent to a new one (docs/growing-site.md).
 * Live within seconds of publishing (the publish webhook refreshes the site's table), no deploy needed. Publishing
 * a page whose address changed creates one by itself (studio/actions/redirectOnAddressChange.ts).
 */
export const redirect = defineType({
  name: REDIRECT_TYPE,
  title: 'Redirect',
  type: 'document',
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: 'source',
      title: 'From',
      description: 'An old address on this site, e.g. /blog/old-article. Its query string is passed on.',
      type: 'string',
      validation: (rule) =>
        rule.required().custom(async (source: string | undefined, context) => {
          if (!source) return true
          const problem = sourceProblem(source)
          if (problem) return problem
          const page = await notAPage(source, context)
          if (page !== true) return page
          const others = await otherRedirects(context)
          return others.some((other) => other.source === source)
            ? `Another redirect already leads away from ${source}.`
            : true
        }),
    }),
    defineField({
      name: 'destination',
      title: 'To',
      description: 'A path on this site (/blog/new-article) or a full address (https://example.com/page).',
      type: 'string',
      validation: (rule) =>
        rule.required().custom(async (destination: string | undefined, context) => {
          const source = (context.document as { source?: string } | undefined)?.source
          if (!destination) return true
          const problem = destinationProblem(destination)
          if (problem) return problem
          if (!source || sourceProblem(source)) return true
          const others = await otherRedirects(context)
          return (
            conflictProblem(
              { source, destination },
              others.filter((other) => other.source !== source),
              publicEnv.NEXT_PUBLIC_SITE_URL,
            ) ?? true
          )
        }),
    }),
    defineField({
      name: 'statusCode',
      title: 'Kind',
      description: 'Permanent tells search engines to index the new address instead.',
      type: 'number',
      options: {
        list: REDIRECT_STATUS_CODES.map((value) => ({ value, title: STATUS_TITLES[value] })),
        layout: 'radio',
      },
      initialValue: 308,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'enabled',
      title: 'On',
      description: 'Turn off to stop redirecting without deleting the redirect.',
      type: 'boolean',
      initialValue: true,
    }),
  ],
  orderings: [{ title: 'From', name: 'sourceAsc', by: [{ field: 'source', direction: 'asc' }] }],
  preview: {
    select: { source: 'source', destination: 'destination', statusCode: 'statusCode', enabled: 'enabled' },
    prepare: ({ source, destination, statusCode, enabled }) => ({
      title: `${source ?? '?'} → ${destination ?? '?'}`,
      subtitle: [statusCode, enabled === false && 'off'].filter(Boolean).join(' · '),
    }),
  },
})
