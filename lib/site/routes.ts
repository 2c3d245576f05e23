/**
 * Where each content type lives on the site: the one map the sitemap, social images, structured data and
 * cache revalidation use to turn a document into a URL path.
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

export function pathFor(type: string, slug?: string | null): string | null {
  if (type in SINGLETON_PATHS) return SINGLETON_PATHS[type as keyof typeof SINGLETON_PATHS]
  if (type in COLLECTION_PATHS && slug) return COLLECTION_PATHS[type as keyof typeof COLLECTION_PATHS] + slug
  return null
}
