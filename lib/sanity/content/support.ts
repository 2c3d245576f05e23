import { defineQuery } from 'next-sanity'
import { SECTION_TAGS, sectionsProjection } from '@/lib/sanity/sections'
import { contentReader } from './read'

/** The /support page: the contact channels, the knowledge base topics and the community forum card. */
export const supportPageQuery = defineQuery(`*[_type == "supportPage" && _id == "supportPage"][0]{
  _id,
  _type,
  title,
  intro,
  seo,
  channels[]{ _key, icon, title, description, contact{ label, href } },
  knowledgeBase{ icon, title, description, links[]{ _key, label, href } },
  community{ icon, title, description, button{ label, href } },
  ${sectionsProjection}
}`)

export const getSupportPage = contentReader(supportPageQuery, ['supportPage', ...SECTION_TAGS], 'Support page')
