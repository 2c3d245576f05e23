/**
 * Every internal path of the site, in one place: where each content type lives (the map the sitemap, social
 * images, structured data and links turn a document into a URL path with), and the pages that are not
 * content (signing in, the account, the purchase confirmation, the Studio). Links are built from here, never
 * written out.
 */
export const SINGLETON_PATHS = {
  homePage: '/',
  featuresPage: '/features',
  pricingPage: '/pricing',
  testimonialsPage: '/testimonials',
  caseStudiesPage: '/case-studies',
  apiDocsPage: '/api',
  blogPage: '/blog',
  emailTemplatesPage: '/email-templates',
  guidePage: '/cold-outreach-guide',
  documentationPage: '/documentation',
  supportPage: '/support',
  aboutPage: '/about',
  careersPage: '/careers',
  contactPage: '/contact',
} as const

/** Documents with a slug, and the path their slug is appended to. */
export const COLLECTION_PATHS = {
  caseStudy: '/case-studies/',
  blogPost: '/blog/',
  blogCategory: '/blog/category/',
  emailTemplate: '/email-templates/',
  guideChapter: '/cold-outreach-guide/',
  docPage: '/documentation/',
  legalPage: '/',
  page: '/',
} as const

export type RoutableType = keyof typeof SINGLETON_PATHS | keyof typeof COLLECTION_PATHS

export const ROUTABLE_TYPES = [...Object.keys(SINGLETON_PATHS), ...Object.keys(COLLECTION_PATHS)] as RoutableType[]

/**
 * GROQ: a page that is listed, for search engines (the sitemap) and the site search alike. A marketer can hide a page
 * people reach only from a step of the site (schemas/pages/page.ts, "Hide from search engines").
 */
export const LISTED_PAGE = /* groq */ `hiddenFromSearch != true`

export function pathFor(type: string, slug?: string | null): string | null {
  if (type in SINGLETON_PATHS) return SINGLETON_PATHS[type as keyof typeof SINGLETON_PATHS]
  if (type in COLLECTION_PATHS && slug) return COLLECTION_PATHS[type as keyof typeof COLLECTION_PATHS] + slug
  return null
}

/** One document's page: `documentPath('blogPost', 'cold-email-101')` → "/blog/cold-email-101". */
export function documentPath(type: keyof typeof COLLECTION_PATHS, slug: string): string {
  return COLLECTION_PATHS[type] + slug
}

/** The RSS feed of an article list (/blog, a category): "/blog/rss.xml". */
export const feedPath = (listPath: string) => `${listPath}/rss.xml`

/** A section of the home page by its anchor: "/#pricing". */
export const homeSectionPath = (anchor: string) => `${SINGLETON_PATHS.homePage}#${anchor}`

/** Site search (`?q=` the words, `&page=` from 2): answered per request, kept out of the sitemap and search engines. */
export const SEARCH_PATH = '/search'

/**
 * Where browsers send Content-Security-Policy violation reports (`report-to` through `Reporting-Endpoints`, and
 * `report-uri`): counted and logged once a minute (lib/security/cspReports.ts), never stored.
 */
export const CSP_REPORT_PATH = '/api/csp-report'

/** The sign-in page. Never a destination after signing in (it would only bounce). */
export const AUTH_PATH = '/auth'

/** The signed-in visitor's own page (plan, billing, signing out). */
export const ACCOUNT_PATH = '/account'
/** Marks /account after a sign-out that could not end the session (lib/auth/signOutRequest.ts): it says so, still signed in. */
export const SIGN_OUT_FAILED_PARAM = 'sign-out-failed'
export const SIGN_OUT_FAILED_PATH = `${ACCOUNT_PATH}?${SIGN_OUT_FAILED_PARAM}=1`
/** The heading of /account's "Choose a yearly plan now" during the trial, where a plan is chosen that ends it. */
export const TRIAL_PLAN_CHOICE_ID = 'account-choose-plan'

/**
 * Starts the free trial: any link or button pointing here does (signed out, through sign-up first). The page
 * starts it from the browser, never on the GET itself, so prefetches and crawlers start nothing.
 */
export const TRIAL_PATH = '/trial'

/** Where Stripe Checkout returns a buyer after paying. */
export const PAYMENT_SUCCESS_PATH = '/payment-success'

/** The embedded Sanity Studio (app/studio): its base path, stega's edit links and the Presentation tool's home. */
export const STUDIO_PATH = '/studio'

/** The query parameter that names where to return after signing in (Clerk's own name for it). */
export const REDIRECT_PARAM = 'redirect_url'

/** The sign-in page, asked to return to `path` afterwards. */
export const signInPathFor = (path: string) => `${AUTH_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(path)}`

/** The query parameter of /auth naming the plan a signed-out buyer chose, so the page can say why they are there. */
export const PURCHASE_PLAN_PARAM = 'plan'

/** The sign-in page for a signed-out buyer of `planKey`: it names the plan, and returns to the plans afterwards. */
export const purchaseSignInPath = (planKey: string) =>
  `${signInPathFor(SINGLETON_PATHS.pricingPage)}&${PURCHASE_PLAN_PARAM}=${encodeURIComponent(planKey)}`

/** Where the prerendered variants of pages live: the proxy serves them at the page's own address (docs/experiments.md). */
export const VARIANTS_PATH = '/variants'

/** The code naming one variant of one experiment in a variant's address: "<experiment id>~<variant id>". */
export const variantCode = (experimentId: string, variantId: string) => `${experimentId}~${variantId}`

/**
 * The prerendered variant of the page at `pagePath` ("/" or "/partners"): "/variants/<code>" for the home page,
 * "/variants/<code>/partners" for a page of its own.
 */
export const variantPath = (pagePath: string, experimentId: string, variantId: string) =>
  `${VARIANTS_PATH}/${variantCode(experimentId, variantId)}${pagePath === SINGLETON_PATHS.homePage ? '' : pagePath}`
