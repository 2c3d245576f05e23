import { apiDocsPage } from './apiDocsPage'
import { author } from './author'
import { blogCategory } from './blogCategory'
import { blogPage } from './blogPage'
import { blogPost } from './blogPost'
import { docPage } from './docPage'
import { documentationPage } from './documentationPage'
import { emailTemplate } from './emailTemplate'
import { emailTemplatesPage } from './emailTemplatesPage'
import { guideChapter } from './guideChapter'
import { guidePage } from './guidePage'

export const resourcesTypes = [
  blogPage,
  blogPost,
  author,
  blogCategory,
  emailTemplatesPage,
  emailTemplate,
  guidePage,
  guideChapter,
  documentationPage,
  docPage,
  apiDocsPage,
]
