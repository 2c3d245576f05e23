import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import type { SingletonType } from '@/lib/sanity/singletons'

/** A singleton opens its one document directly (its id is its type name). */
const singleton = (S: StructureBuilder, type: SingletonType, title: string) =>
  S.listItem().title(title).id(type).schemaType(type).child(S.document().schemaType(type).documentId(type).title(title))

const collection = (S: StructureBuilder, type: string, title: string) => S.documentTypeListItem(type).title(title)

type ListItems = Parameters<ReturnType<StructureBuilder['list']>['items']>[0]

const group = (S: StructureBuilder, title: string, items: ListItems) =>
  S.listItem().title(title).child(S.list().title(title).items(items))

/**
 * Messages from the contact form, newest first. The website creates them; there is nothing to create here
 * (no "new" button), only to read and tick "Handled".
 */
const inbox = (S: StructureBuilder) =>
  S.listItem()
    .title('Inbox')
    .id('inbox')
    .schemaType('contactSubmission')
    .child(
      S.documentTypeList('contactSubmission')
        .title('Inbox')
        .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }])
        .initialValueTemplates([]),
    )

/** How marketers find their way: the inbox and site-wide settings first, then one group per part of the site. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      inbox(S),
      S.divider(),
      singleton(S, 'siteSettings', 'Site settings'),
      singleton(S, 'navigation', 'Header navigation'),
      collection(S, 'redirect', 'Redirects'),
      singleton(S, 'homePage', 'Home page'),
      collection(S, 'experiment', 'Experiments'),
      S.divider(),
      group(S, 'Marketing pages', [
        singleton(S, 'featuresPage', 'Features page'),
        collection(S, 'feature', 'Features'),
        collection(S, 'faq', 'FAQ entries'),
      ]),
      group(S, 'Pricing', [
        singleton(S, 'pricingPage', 'Pricing page & section'),
        collection(S, 'pricingPlan', 'Plans'),
        singleton(S, 'freeTrial', 'Free trial'),
      ]),
      group(S, 'Social proof', [
        singleton(S, 'testimonialsPage', 'Testimonials page'),
        collection(S, 'testimonial', 'Testimonials'),
        singleton(S, 'caseStudiesPage', 'Case studies page'),
        collection(S, 'caseStudy', 'Case studies'),
      ]),
      group(S, 'Resources', [
        singleton(S, 'blogPage', 'Blog page'),
        collection(S, 'blogPost', 'Blog posts'),
        collection(S, 'blogCategory', 'Blog categories'),
        collection(S, 'author', 'Authors'),
        S.divider(),
        singleton(S, 'emailTemplatesPage', 'Email templates page'),
        collection(S, 'emailTemplate', 'Email templates'),
        S.divider(),
        singleton(S, 'guidePage', 'Cold outreach guide'),
        collection(S, 'guideChapter', 'Guide chapters'),
        S.divider(),
        singleton(S, 'documentationPage', 'Documentation hub'),
        collection(S, 'docPage', 'Documentation pages'),
        singleton(S, 'apiDocsPage', 'API documentation'),
      ]),
      group(S, 'Company', [
        singleton(S, 'aboutPage', 'About page'),
        singleton(S, 'careersPage', 'Careers page'),
        collection(S, 'job', 'Job openings'),
        singleton(S, 'supportPage', 'Support page'),
        singleton(S, 'contactPage', 'Contact page'),
      ]),
      group(S, 'Legal', [collection(S, 'legalPage', 'Legal pages')]),
      collection(S, 'page', 'Pages'),
      group(S, 'Account & system pages', [
        singleton(S, 'authPage', 'Sign-in page'),
        singleton(S, 'accountPage', 'Account page'),
        singleton(S, 'accountSecurity', 'Account security & privacy'),
        singleton(S, 'paymentSuccessPage', 'Payment confirmation'),
        singleton(S, 'notFoundPage', 'Not-found page'),
        singleton(S, 'errorPage', 'Error page'),
        singleton(S, 'searchPage', 'Search page'),
      ]),
    ])
