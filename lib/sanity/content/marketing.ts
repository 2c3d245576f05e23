import { defineQuery } from 'next-sanity'
import { featureCardFields } from '@/lib/sanity/cards'
import { SECTION_TAGS, sectionsProjection } from '@/lib/sanity/sections'
import { contentReader } from './read'

/** The landing page: its sections in order (lib/sanity/sections). */
export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  _id,
  _type,
  seo,
  ${sectionsProjection}
}`)

export const featuresPageQuery = defineQuery(`*[_type == "featuresPage" && _id == "featuresPage"][0]{
  _id,
  _type,
  title,
  intro,
  seo,
  "features": features[]->{ ${featureCardFields} },
  ${sectionsProjection}
}`)

export const getHomePage = contentReader(homePageQuery, ['homePage', ...SECTION_TAGS], 'Home page')
export const getFeaturesPage = contentReader(featuresPageQuery, ['featuresPage', ...SECTION_TAGS], 'Features page')
