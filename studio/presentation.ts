import { combineLatest, map, of, type Observable } from 'rxjs'
import {
  defineLocations,
  presentationTool,
  type DocumentLocation,
  type DocumentLocationResolver,
  type DocumentLocationResolvers,
  type DocumentLocationsState,
} from 'sanity/presentation'
import { CONTROL_VARIANT, EXPERIMENT_PAGE_PATH, EXPERIMENT_TYPE, publishedId } from '@/lib/experiments/rules'
import { DRAFT_MODE_DISABLE_PATH, DRAFT_MODE_ENABLE_PATH } from '@/lib/sanity/draftMode'
import { COLLECTION_PATHS, SINGLETON_PATHS, pathFor, variantPath } from '@/lib/site/routes'
import { schemaTypes } from '@/schemas'

type SingletonType = keyof typeof SINGLETON_PATHS

/** The Studio's own name of a document type ("Pricing", "Blog page"), shown beside its URL. */
const titleOf = (type: string) => schemaTypes.find((schemaType) => schemaType.name === type)?.title ?? type

const singletonLocation = (type: SingletonType) => ({ title: titleOf(type), href: SINGLETON_PATHS[type] })

/**
 * Documents shown on pages of other types, and where: a plan is on the home page and /pricing, a blog post on
 * the blog and in its categories (resolved below). Pages list the documents they read in their content readers'
 * tags (lib/sanity/content).
 */
const SHOWN_ON: Partial<Record<string, SingletonType[]>> = {
  pricingPlan: ['homePage', 'pricingPage'],
  feature: ['homePage', 'featuresPage'],
  faq: ['homePage'],
  testimonial: ['testimonialsPage'],
  job: ['careersPage'],
  blogPost: ['blogPage'],
  blogCategory: ['blogPage'],
  caseStudy: ['caseStudiesPage'],
  emailTemplate: ['emailTemplatesPage'],
  guideChapter: ['guidePage'],
  docPage: ['documentationPage'],
}

/**
 * "Used on these pages" for every document with a URL or shown on one, from lib/site/routes.ts: the map the
 * sitemap, social images and revalidation use too.
 */
export const locations: DocumentLocationResolvers = {
  ...Object.fromEntries(
    (Object.keys(SINGLETON_PATHS) as SingletonType[]).map((type) => [
      type,
      defineLocations({ locations: [singletonLocation(type)] }),
    ]),
  ),
  ...Object.fromEntries(
    (Object.keys(COLLECTION_PATHS) as (keyof typeof COLLECTION_PATHS)[]).map((type) => [
      type,
      defineLocations({
        select: { title: 'title', slug: 'slug.current' },
        resolve: (document) => {
          const href = pathFor(type, document?.slug)
          return {
            locations: [
              ...(href ? [{ title: document?.title ?? href, href }] : []),
              ...(SHOWN_ON[type] ?? []).map(singletonLocation),
            ],
          }
        },
      }),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(SHOWN_ON)
      .filter(([type]) => !(type in COLLECTION_PATHS))
      .map(([type, pages]) => [type, defineLocations({ locations: pages!.map(singletonLocation) })]),
  ),
  blogPost: defineLocations({
    select: {
      title: 'title',
      slug: 'slug.current',
      category0: 'categories.0.title',
      category0Slug: 'categories.0.slug.current',
      category1: 'categories.1.title',
      category1Slug: 'categories.1.slug.current',
      category2: 'categories.2.title',
      category2Slug: 'categories.2.slug.current',
    },
    resolve: (post) => {
      const article = pathFor('blogPost', post?.slug)
      const categories = ([0, 1, 2] as const).flatMap((index) => {
        const href = pathFor('blogCategory', post?.[`category${index}Slug`])
        return href ? [{ title: post?.[`category${index}`] ?? href, href }] : []
      })
      return {
        locations: [
          ...(article ? [{ title: post?.title ?? article, href: article }] : []),
          singletonLocation('blogPage'),
          ...categories,
        ],
      }
    },
  }),
}

/** A field path of Presentation's `select` ("categories.0.slug.current") as GROQ, following references by index. */
const groqPath = (path: string) =>
  path
    .split('.')
    .map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]->` : index === 0 ? segment : `.${segment}`))
    .join('')
    .replace(/->\./g, '->')

/**
 * The pages whose sections show a document: those referencing it, and for a plan every page with a pricing section
 * that chose no plans (it shows the pricing page's).
 */
export const PAGES_SHOWING_IN_SECTIONS = /* groq */ `*[defined(sections) && !(_id in path("drafts.**")) && (
  references($id) || ($type == "pricingPlan" && count(sections[_type == "pricingSection" && count(coalesce(plans, [])) == 0]) > 0)
)]{ _type, "slug": slug.current, title }`

type SectionPage = { _type: string; slug: string | null; title: string | null }

/**
 * "Used on these pages" for every document: the locations above, and the pages whose sections show it (a plan
 * wherever a pricing section lists it, a question wherever an FAQ section asks it). One resolver for all types,
 * as Presentation takes either a map of static resolvers or one function.
 */
type ResolverObject = {
  select: Record<string, string>
  resolve: (document: Record<string, unknown> | null) => DocumentLocationsState | null | undefined
}

const isResolverObject = (resolver: object): resolver is ResolverObject =>
  'resolve' in resolver && typeof resolver.resolve === 'function'

export const resolveLocations: DocumentLocationResolver = ({ id, type }, { documentStore }) => {
  const listen = <T>(query: string, params: Record<string, string>): Observable<T> =>
    documentStore.listenQuery(query, params, { perspective: 'drafts' })
  if (type === EXPERIMENT_TYPE)
    return listen<ExperimentPages | null>(EXPERIMENT_PAGES, { id }).pipe(
      map((experiment) => experimentLocations(publishedId(id), experiment)),
    )
  const resolver: object | undefined = locations[type]
  const own: Observable<DocumentLocationsState | null | undefined> = !resolver
    ? of(null)
    : isResolverObject(resolver)
      ? listen<Record<string, unknown> | null>(
          `*[_id == $id][0]{ ${Object.entries(resolver.select)
            .map(([key, path]) => `"${key}": ${groqPath(path)}`)
            .join(', ')} }`,
          { id },
        ).pipe(map((document) => resolver.resolve(document)))
      : of(resolver as DocumentLocationsState)
  const inSections = listen<SectionPage[]>(PAGES_SHOWING_IN_SECTIONS, { id, type })
  return combineLatest([own, inSections]).pipe(
    map(([state, pages]) => {
      const shown = state?.locations ?? []
      const extra = pages.flatMap((page): DocumentLocation[] => {
        const href = pathFor(page._type, page.slug)
        return href && !shown.some((location: DocumentLocation) => location.href === href)
          ? [{ title: page.title ?? titleOf(page._type), href }]
          : []
      })
      return shown.length + extra.length ? { ...state, locations: [...shown, ...extra] } : state
    }),
  )
}

const EXPERIMENT_PAGES = /* groq */ `*[_id == $id][0]{
  "path": ${EXPERIMENT_PAGE_PATH},
  "variants": variants[]{ variantId, label }
}`

type ExperimentPages = { path: string | null; variants: { variantId: string | null; label: string | null }[] | null }

/**
 * An experiment's variants, each at its own address (the control at the page's), to preview in draft mode: the
 * variants' drafts are shown there. A variant's address answers once the experiment is published (running or not).
 */
export function experimentLocations(experimentId: string, experiment: ExperimentPages | null): DocumentLocationsState {
  const path = experiment?.path
  if (!path) return { locations: [] }
  return {
    locations: (experiment.variants ?? []).flatMap(({ variantId, label }) =>
      variantId
        ? {
            title: [variantId, label].filter(Boolean).join(': '),
            href: variantId === CONTROL_VARIANT ? path : variantPath(path, experimentId, variantId),
          }
        : [],
    ),
  }
}

/**
 * The Presentation tool: the site in a frame on the same origin, in draft mode (app/api/draft-mode), with
 * click-to-edit overlays and the pages each document is used on.
 */
export const presentation = presentationTool({
  previewUrl: { previewMode: { enable: DRAFT_MODE_ENABLE_PATH, disable: DRAFT_MODE_DISABLE_PATH } },
  resolve: { locations: resolveLocations },
})
