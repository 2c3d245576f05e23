import { errorPageDocument } from './errorPage'
import type { SeedDocument } from './helpers'

const link = (label: string, href: string) => ({ _type: 'link', label, href })

const redirect = (_id: string, source: string, destination: string) => ({
  _id,
  _type: 'redirect',
  source,
  destination,
  statusCode: 308,
  enabled: true,
})

export const siteContent: SeedDocument[] = [
  {
    _id: 'siteSettings',
    _type: 'siteSettings',
    companyName: 'Persistly',
    appName: 'Persistly Outreach',
    seo: {
      _type: 'seo',
      title: 'Persistly: AI cold email that follows up for a year',
      description:
        'Persistly writes, sends and follows up on your cold emails for a full year, adapting every message to how each prospect engages.',
    },
    contact: {
      email: 'hello@persistly.ai',
      phone: '+1 (415) 555-0134',
      address: '548 Market Street, Suite 300\nSan Francisco, CA 94104',
    },
    socialLinks: [
      { _type: 'socialLink', platform: 'linkedin', url: 'https://www.linkedin.com/company/persistly' },
      { _type: 'socialLink', platform: 'twitter', url: 'https://x.com/persistly' },
      { _type: 'socialLink', platform: 'youtube', url: 'https://www.youtube.com/@persistly' },
    ],
    footer: {
      blurb: 'AI-powered cold outreach that keeps following up, politely and personally, for 365 days.',
      columns: [
        {
          _type: 'footerColumn',
          title: 'Product',
          links: [
            link('Features', '/features'),
            link('Pricing', '/pricing'),
            link('Testimonials', '/testimonials'),
            link('Case Studies', '/case-studies'),
          ],
        },
        {
          _type: 'footerColumn',
          title: 'Resources',
          links: [
            link('API', '/api'),
            link('Blog', '/blog'),
            link('Email Templates', '/email-templates'),
            link('Cold Outreach Guide', '/cold-outreach-guide'),
            link('Documentation', '/documentation'),
            link('Support', '/support'),
          ],
        },
        {
          _type: 'footerColumn',
          title: 'Company',
          links: [link('About Us', '/about'), link('Careers', '/careers'), link('Contact', '/contact')],
        },
        {
          _type: 'footerColumn',
          title: 'Legal',
          links: [link('Privacy Policy', '/privacy'), link('Terms of Service', '/terms')],
        },
      ],
      copyright: 'Persistly, Inc. All rights reserved.',
    },
    labels: {
      skipToContent: 'Skip to main content',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      mainNavigation: 'Main',
      footerNavigation: 'Footer',
      homeLink: 'Persistly home',
      socialLinks: 'Persistly on social media',
      copyCode: 'Copy',
      codeCopied: 'Copied',
      pauseAnimation: 'Pause animation',
    },
    draftModeBanner: {
      notice: 'You are previewing drafts: this page shows changes that are not published yet.',
      leaveLabel: 'Leave preview',
    },
  },
  {
    _id: 'navigation',
    _type: 'navigation',
    links: [
      { _type: 'sectionLink', label: 'Features', anchor: 'features' },
      { _type: 'sectionLink', label: 'How It Works', anchor: 'how-it-works' },
      { _type: 'sectionLink', label: 'Pricing', anchor: 'pricing' },
      { _type: 'sectionLink', label: 'FAQ', anchor: 'faq' },
    ],
    signInLabel: 'Sign In',
    accountLabel: 'Account',
    getStartedLabel: 'Get Started',
  },
  {
    _id: 'notFoundPage',
    _type: 'notFoundPage',
    code: '404',
    heading: 'Oops! Page not found',
    homeLinkLabel: 'Return to Home',
    documentTitle: 'Page not found',
  },
  errorPageDocument,
  {
    _id: 'searchPage',
    _type: 'searchPage',
    title: 'Search',
    resultsPerPage: 10,
    form: { label: 'Search the site', buttonLabel: 'Search' },
    messages: {
      empty: 'Search every page, blog article, documentation page, guide chapter and email template on the site.',
      tooLong: 'Searches are limited to {max} characters. Try a few key words instead.',
      noResults: 'Nothing on the site matches “{query}”. Try fewer or different words.',
      oneResult: '1 result for “{query}”',
      results: '{count} results for “{query}”',
      tooManySearches: 'That was a lot of searches in a short time. Please wait a minute, then search again.',
      unavailable: 'Search is not available right now. Please try again in a moment.',
    },
    kindLabels: {
      page: 'Page',
      blogPost: 'Article',
      blogCategory: 'Blog category',
      docPage: 'Documentation',
      guideChapter: 'Guide chapter',
      emailTemplate: 'Email template',
      caseStudy: 'Case study',
    },
    labels: {
      paginationLabel: 'Result pages',
      previousPageLabel: 'Previous results',
      nextPageLabel: 'More results',
      pageOfLabel: 'Page {page} of {pages}',
    },
    seo: {
      _type: 'seo',
      title: 'Search',
      description:
        'Search Persistly’s pages, blog articles, documentation, cold outreach guide and email templates in one place.',
    },
  },
  // Short addresses people type or print, sent to the pages' own.
  redirect('redirect-docs', '/docs', '/documentation'),
  redirect('redirect-guide', '/guide', '/cold-outreach-guide'),
]
