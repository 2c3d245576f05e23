/**
 * Document types that exist exactly once. Their document id equals the type name; the Studio opens
 * them directly and hides "create" and "delete" for them.
 */
export const SINGLETON_TYPES = [
  'siteSettings',
  'navigation',
  'notFoundPage',
  'errorPage',
  'searchPage',
  'homePage',
  'featuresPage',
  'pricingPage',
  'freeTrial',
  'testimonialsPage',
  'caseStudiesPage',
  'blogPage',
  'emailTemplatesPage',
  'guidePage',
  'documentationPage',
  'apiDocsPage',
  'supportPage',
  'aboutPage',
  'careersPage',
  'contactPage',
  'paymentSuccessPage',
  'authPage',
  'accountPage',
  'accountSecurity',
] as const

export type SingletonType = (typeof SINGLETON_TYPES)[number]

export const isSingletonType = (type: string): type is SingletonType =>
  (SINGLETON_TYPES as readonly string[]).includes(type)
