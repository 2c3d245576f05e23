import { accountContent } from './account'
import { accountSecurityContent } from './accountSecurity'
import { campaignContent } from './campaign'
import { companyContent } from './company'
import { withKeys, type SeedDocument } from './helpers'
import { imageAssetDocuments } from './images'
import { legalContent } from './legal'
import { marketingContent } from './marketing'
import { pricingContent } from './pricing'
import { resourcesContent } from './resources'
import { siteContent } from './site'
import { socialProofContent } from './socialProof'
import { supportContent } from './support'

/**
 * The site's whole content as Sanity documents: what the embedded backend queries, and what
 * `npm run seed:export` writes as NDJSON for `sanity dataset import`.
 */
export const seedDocuments: SeedDocument[] = [
  ...siteContent,
  ...marketingContent,
  ...campaignContent,
  ...pricingContent,
  ...socialProofContent,
  ...resourcesContent,
  ...supportContent,
  ...companyContent,
  ...legalContent,
  ...accountContent,
  ...accountSecurityContent,
  ...imageAssetDocuments,
].map((document) => withKeys(document, document._id))
