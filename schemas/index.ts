import { accountTypes } from './account'
import { companyTypes } from './company'
import { experimentsTypes } from './experiments'
import { inboxTypes } from './inbox'
import { legalTypes } from './legal'
import { marketingTypes } from './marketing'
import { callout, codeBlock, richText } from './objects/richText'
import { imageWithAlt } from './objects/image'
import { link } from './objects/link'
import { seo } from './objects/seo'
import { stat } from './objects/stat'
import { pageTypes } from './pages'
import { pricingTypes } from './pricing'
import { resourcesTypes } from './resources'
import { schedule } from './scheduling/schedule'
import { sectionTypes } from './sections'
import { siteTypes } from './site'
import { socialProofTypes } from './socialProof'
import { supportTypes } from './support'

export const schemaTypes = [
  imageWithAlt,
  seo,
  stat,
  link,
  codeBlock,
  callout,
  richText,
  ...sectionTypes,
  ...siteTypes,
  ...marketingTypes,
  ...pricingTypes,
  ...socialProofTypes,
  ...resourcesTypes,
  ...supportTypes,
  ...companyTypes,
  ...legalTypes,
  ...pageTypes,
  ...accountTypes,
  ...inboxTypes,
  schedule,
  ...experimentsTypes,
]
