import { defineQuery } from 'next-sanity'
import { featureCardFields } from '@/lib/sanity/cards'
import { contentReader } from './read'

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  seo,
  hero,
  featuresSection{ heading, intro, "features": features[]->{ ${featureCardFields} } },
  howItWorksSection,
  faqSection{ heading, intro, "questions": questions[]->{ _id, question, answer } },
  ctaSection
}`)

export const featuresPageQuery = defineQuery(`*[_type == "featuresPage" && _id == "featuresPage"][0]{
  title,
  intro,
  seo,
  "features": features[]->{ ${featureCardFields} }
}`)

export const getHomePage = contentReader(homePageQuery, ['homePage', 'feature', 'faq', 'sanity.imageAsset'], 'Home page')
export const getFeaturesPage = contentReader(featuresPageQuery, ['featuresPage', 'feature', 'sanity.imageAsset'], 'Features page')
