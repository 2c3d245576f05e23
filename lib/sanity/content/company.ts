import { defineQuery } from 'next-sanity'
import { SECTION_TAGS, sectionsProjection } from '@/lib/sanity/sections'
import { contentReader } from './read'

/** /about: mission, journey, headline statistics and values. */
export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  _id,
  _type,
  title,
  intro,
  seo,
  mission{ heading, text },
  journey{ heading, text },
  stats[]{ _key, value, label },
  values{ heading, intro, items[]{ _key, icon, title, description } },
  ${sectionsProjection}
}`)

/** /careers: the open positions in their listed order, the benefit cards and the page's labels. */
export const careersPageQuery = defineQuery(`*[_type == "careersPage" && _id == "careersPage"][0]{
  _id,
  _type,
  title,
  intro,
  seo,
  positions{
    heading,
    intro,
    emptyText,
    "jobs": jobs[]->{ _id, title, department, location, employmentType, summary, requirements, applyHref }
  },
  benefits{ heading, intro, items[]{ _key, icon, title, description } },
  labels,
  ${sectionsProjection}
}`)

export const getAboutPage = contentReader(aboutPageQuery, ['aboutPage', ...SECTION_TAGS], 'About page')
export const getCareersPage = contentReader(careersPageQuery, ['careersPage', 'job', ...SECTION_TAGS], 'Careers page')
