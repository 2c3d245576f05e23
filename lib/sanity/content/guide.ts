import { defineQuery } from 'next-sanity'
import { contentBySlug, contentReader } from './read'

/** The /cold-outreach-guide index: its chapters in reading order and the labels every chapter page shares. */
export const guidePageQuery = defineQuery(`*[_type == "guidePage" && _id == "guidePage"][0]{
  title,
  intro,
  seo,
  "chapters": chapters[]->{ _id, title, "slug": slug.current, description, readTime },
  labels
}`)

/** One chapter at /cold-outreach-guide/{slug}. */
export const guideChapterQuery = defineQuery(`*[_type == "guideChapter" && slug.current == $slug][0]{
  title,
  "slug": slug.current,
  description,
  readTime,
  body,
  seo
}`)

/** Every chapter with a page of its own (listed on the index or not). */
export const guideChapterSlugsQuery = defineQuery(
  `*[_type == "guideChapter" && defined(slug.current)]{ "slug": slug.current }`,
)

export const getGuidePage = contentReader(guidePageQuery, ['guidePage', 'guideChapter'], 'Cold outreach guide')
export const getGuideChapter = contentBySlug(guideChapterQuery, [
  'guideChapter',
])
export const getGuideChapterSlugs = contentReader(guideChapterSlugsQuery, ['guideChapter'], 'Guide chapters')
