import type { SeedDocument } from './helpers'
import { apiDocsPage } from './resources/api'
import { authors, blogCategories, blogPage, blogPosts } from './resources/blog'
import { docPages, documentationPage } from './resources/docs'
import { guideChapters, guidePage } from './resources/guide'
import { emailTemplates, emailTemplatesPage } from './resources/templates'

/** Blog, email templates, the Cold Outreach Guide, documentation and the API page. */
export const resourcesContent: SeedDocument[] = [
  blogPage,
  ...blogPosts,
  ...authors,
  ...blogCategories,
  emailTemplatesPage,
  ...emailTemplates,
  guidePage,
  ...guideChapters,
  documentationPage,
  ...docPages,
  apiDocsPage,
]
