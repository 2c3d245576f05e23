import { SECTION_LIBRARY } from '@/lib/sanity/sections'
import { COLLECTION_PATHS } from '@/lib/site/routes'
import type { Site } from './site'
import type { ContentDocument, Finding, PathSegment } from './types'
import { objectsIn } from './walk'

/**
 * Search results show about this many characters of a page title and of its description before cutting them off;
 * shorter ones say too little. The site adds " | <company>" after each title: the page's own words must fit within
 * the maximum (the brand may be cut), and the whole title, brand included, must reach the minimum.
 */
export const TITLE_LENGTH = { min: 10, max: 60 } as const
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const

type Check = (site: Site) => Finding[]

const finding = (
  severity: Finding['severity'],
  check: Finding['check'],
  document: ContentDocument,
  path: PathSegment[],
  message: string,
): Finding => ({ severity, check, documentId: document._id, documentType: document._type, path, message })

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** Images without alt text that are not marked decorative: screen readers have nothing to read. */
export const imagesWithoutAlt: Check = ({ documents }) =>
  documents.flatMap((document) =>
    [...objectsIn(document)].flatMap(({ value, path }) => {
      const asset = value.asset as { _ref?: unknown } | undefined
      if (typeof asset?._ref !== 'string' || !asset._ref.startsWith('image-')) return []
      if (value.decorative === true || text(value.alt)) return []
      return [
        finding(
          'error',
          'image-alt',
          document,
          [...path, 'alt'],
          'This image has no alt text and is not marked decorative.',
        ),
      ]
    }),
  )

/** A link's target as written, or null for a value that is no link. */
function hrefOf(value: Record<string, unknown>): string | null {
  // A plan's button goes to its page only when its action says so (schemas/pricing/pricingPlan.ts).
  if (typeof value.href === 'string') return value.action === undefined || value.action === 'link' ? value.href : null
  // The header's section links name a home-page anchor only.
  if (value._type === 'sectionLink' && typeof value.anchor === 'string') return `/#${value.anchor}`
  return null
}

/** Every link of the content (buttons, rich-text links, header and footer links), with where it is and where it goes. */
export function linksIn(documents: readonly ContentDocument[]) {
  return documents.flatMap((document) =>
    [...objectsIn(document)].flatMap(({ value, path }) => {
      const href = hrefOf(value)
      if (href === null) return []
      return [{ document, path: typeof value.href === 'string' ? [...path, 'href'] : [...path, 'anchor'], href }]
    }),
  )
}

type LinkProblem = { severity: Finding['severity']; message: string } | null

/**
 * Why a link leads nowhere (or through a redirect), or null when it reaches a page (and section) of the site. `live`:
 * the link is in the published version of its document, so visitors follow it now.
 */
export function linkProblem(href: string, from: ContentDocument, site: Site, live = true): LinkProblem {
  const [beforeFragment, fragment = null] = href.split(/#(.*)/s, 2) as [string, string | undefined]
  if (beforeFragment === '' && fragment !== null) {
    // "#faq": a section of the page the link is on.
    const own = site.pages.find((page) => page.document._id === from._id)
    const anchors = own && site.anchors.get(own.path)
    return anchors && !anchors.has(fragment)
      ? { severity: 'error', message: `No section of this page has the anchor "${fragment}".` }
      : null
  }
  const written = site.internalPath(href)
  if (written === null) return null
  // Next answers "/pricing/" with a redirect to "/pricing": one slash too many is a detour, not a dead end.
  const trailingSlash = written.length > 1 && written.endsWith('/')
  const start = trailingSlash ? written.slice(0, -1) : written
  const walk = site.follow(start)
  if (walk.loops)
    return { severity: 'error', message: `${href} goes round a redirect loop: ${walk.visited.join(' → ')}.` }
  const path = walk.visited.at(-1)!
  if (!site.addresses.has(path)) {
    return {
      severity: 'error',
      message:
        path === start
          ? `${href} is no page of the site: visitors get "page not found".`
          : `${href} redirects to ${path}, which is no page of the site.`,
    }
  }
  const anchors = fragment ? site.anchors.get(path) : undefined
  if (fragment && anchors && !anchors.has(fragment)) {
    return {
      severity: 'error',
      message: `No section of ${path} has the anchor "${fragment}": the link opens the page at its top.`,
    }
  }
  if (!site.liveAddresses.has(path)) {
    return {
      severity: live ? 'error' : 'warning',
      message: `${path} is only a draft: visitors get "not found" there until that page is published.${live ? '' : ' Publish it before this link, or with it.'}`,
    }
  }
  if (path !== written) {
    return { severity: 'warning', message: `${href} redirects to ${path}: link to ${path} directly.` }
  }
  return null
}

/** Internal links and buttons to addresses (or anchors) that do not exist, or exist only as a draft. */
export const brokenLinks: Check = (site) => {
  const published = new Set(linksIn(site.published).map(({ document, href }) => `${document._id} ${href}`))
  return linksIn(site.documents).flatMap(({ document, path, href }) => {
    const problem = linkProblem(href, document, site, published.has(`${document._id} ${href}`))
    return problem ? [finding(problem.severity, 'broken-link', document, path, problem.message)] : []
  })
}

type Seo = { title?: unknown; description?: unknown } | undefined

/** The title search results show for a page: its SEO title, else its own title or heading (lib/seo/metadata.ts). */
export function pageTitle(document: ContentDocument): { title: string; path: PathSegment[] } {
  const seoTitle = text((document.seo as Seo)?.title)
  if (seoTitle) return { title: seoTitle, path: ['seo', 'title'] }
  if (text(document.title)) return { title: text(document.title), path: ['title'] }
  return { title: text(document.heading), path: ['seo', 'title'] }
}

const lengthProblem = (what: string, length: number, { min, max }: { min: number; max: number }) =>
  length < min
    ? `The ${what} has ${length} characters: under ${min}, it says too little in search results.`
    : length > max
      ? `The ${what} has ${length} characters: search engines cut it after about ${max}.`
      : null

/** Page titles missing or outside the length search results show. */
export const metaTitles: Check = ({ pages, titleSuffix }) =>
  pages.flatMap(({ document }) => {
    const { title, path } = pageTitle(document)
    if (!title) return [finding('error', 'meta-title', document, path, 'This page has no title for search results.')]
    const shown = (title + titleSuffix).length
    const problem =
      title.length > TITLE_LENGTH.max
        ? lengthProblem('page title', title.length, TITLE_LENGTH)
        : shown < TITLE_LENGTH.min
          ? lengthProblem('page title with the site name', shown, TITLE_LENGTH)
          : null
    return problem ? [finding('warning', 'meta-title', document, path, problem)] : []
  })

/** Meta descriptions missing (the site's own is shown instead, the same on every page) or of an odd length. */
export const metaDescriptions: Check = ({ pages }) =>
  pages.flatMap(({ document }) => {
    const description = text((document.seo as Seo)?.description)
    const path = ['seo', 'description']
    if (!description) {
      return [
        finding(
          'warning',
          'meta-description',
          document,
          path,
          "This page has no meta description: search results show the site's general one.",
        ),
      ]
    }
    const problem = lengthProblem('meta description', description.length, DESCRIPTION_LENGTH)
    return problem ? [finding('warning', 'meta-description', document, path, problem)] : []
  })

/** Pages their list page links to by itself (an article from the blog, a chapter from the guide). */
const LISTED_TYPES = new Set(Object.keys(COLLECTION_PATHS).filter((type) => type !== 'page' && type !== 'legalPage'))

/**
 * Pages no link of the site leads to: not in the header or footer, not linked from other content, not listed by a
 * list page. The sitemap lists every page, so search engines still find them; visitors do not. A page hidden from
 * search engines is left alone: it is meant to be reached from a step (a form's thank-you, an account's farewell).
 */
export const unreachablePages: Check = (site) => {
  const reached = new Set<string>([site.homePath])
  for (const { document, href } of linksIn(site.documents)) {
    const start = site.internalPath(href)
    if (start === null) continue
    const target = site.follow(start).visited.at(-1)!
    // A page's links to itself do not make it reachable.
    if (site.pages.some((page) => page.path === target && page.document._id !== document._id)) reached.add(target)
  }
  return site.pages.flatMap(({ document, path }) =>
    reached.has(path) || LISTED_TYPES.has(document._type) || document.hiddenFromSearch === true
      ? []
      : [
          finding(
            'warning',
            'unreachable-page',
            document,
            [],
            `No link on the site leads to ${path}: only search engines find it, through the sitemap. Link to it from the navigation or another page.`,
          ),
        ],
  )
}

/** Redirects that lead to another redirect (visitors are sent twice), round in a loop, or to no page. */
export const redirectChains: Check = (site) =>
  site.redirects.flatMap((redirect) => {
    const walk = site.follow(redirect.source)
    const route = walk.visited.join(' → ')
    if (walk.loops) {
      return [
        finding('error', 'redirect-chain', redirect, ['destination'], `This redirect goes round a loop: ${route}.`),
      ]
    }
    const end = walk.visited.at(-1)!
    const internal = site.internalPath(redirect.destination) !== null
    if (internal && !site.addresses.has(end)) {
      return [
        finding(
          'error',
          'redirect-chain',
          redirect,
          ['destination'],
          `This redirect leads to ${end}, which is no page of the site.`,
        ),
      ]
    }
    return walk.visited.length > 2
      ? [
          finding(
            'warning',
            'redirect-chain',
            redirect,
            ['destination'],
            `Visitors are redirected more than once (${route}): send them to ${end} directly.`,
          ),
        ]
      : []
  })

/** Pages sharing a title: search results cannot tell them apart. */
export const duplicateTitles: Check = ({ pages }) => {
  const byTitle = new Map<string, typeof pages>()
  for (const page of pages) {
    const key = pageTitle(page.document).title.toLowerCase()
    if (key) byTitle.set(key, [...(byTitle.get(key) ?? []), page])
  }
  return [...byTitle.values()]
    .filter((same) => same.length > 1)
    .flatMap((same) =>
      same.map(({ document }) => {
        const others = same.filter((other) => other.document !== document).map((other) => other.path)
        return finding(
          'warning',
          'duplicate-title',
          document,
          pageTitle(document).path,
          `${others.join(', ')} ${others.length > 1 ? 'have' : 'has'} the same title: "${pageTitle(document).title}".`,
        )
      }),
    )
}

/**
 * The list each section type shows (its declaration's `shows`): empty, or only of deleted documents, the section is
 * an empty box on the page.
 */
export const SECTION_CONTENT: Record<string, string> = Object.fromEntries(
  Object.values(SECTION_LIBRARY).flatMap((section) => ('shows' in section ? [[section.type, section.shows]] : [])),
)

/** Sections with nothing to show. */
export const emptySections: Check = ({ documents, byId }) =>
  documents.flatMap((document) =>
    (Array.isArray(document.sections) ? (document.sections as Record<string, unknown>[]) : []).flatMap(
      (section, index) => {
        const field = SECTION_CONTENT[String(section?._type)]
        if (!field) return []
        const items = Array.isArray(section[field]) ? (section[field] as { _ref?: unknown }[]) : []
        const shown = items.filter((item) => typeof item?._ref !== 'string' || byId.has(item._ref))
        if (shown.length > 0) return []
        const key = typeof section._key === 'string' ? { _key: section._key } : index
        const heading = text(section.heading)
        return [
          finding(
            'warning',
            'empty-section',
            document,
            ['sections', key, field],
            `${heading ? `The section "${heading}"` : 'A section'} has nothing to show: ${items.length ? 'everything it lists was deleted' : 'its list is empty'}.`,
          ),
        ]
      },
    ),
  )
