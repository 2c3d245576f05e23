import { defineQuery } from 'next-sanity'
import { contentBySlug, contentReader } from './read'

/** The /email-templates index; its title and labels are also used on every template page. */
export const emailTemplatesPageQuery = defineQuery(`*[_type == "emailTemplatesPage" && _id == "emailTemplatesPage"][0]{
  title,
  intro,
  seo,
  "templates": templates[]->{ _id, title, "slug": slug.current, description, tags },
  labels
}`)

/** One template: the email itself, when to use it and its follow-up steps. */
export const emailTemplateQuery = defineQuery(`*[_type == "emailTemplate" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  description,
  tags,
  subject,
  body,
  whenToUse,
  followUps[]{ _key, day, subject, body },
  seo
}`)

/** Every template address, for prerendering /email-templates/{slug}. */
export const emailTemplateSlugsQuery = defineQuery(
  `*[_type == "emailTemplate" && defined(slug.current)]{ "slug": slug.current }`,
)

export const getEmailTemplatesPage = contentReader(
  emailTemplatesPageQuery,
  ['emailTemplatesPage', 'emailTemplate'],
  'Email templates page',
)
export const getEmailTemplate = contentBySlug(emailTemplateQuery, [
  'emailTemplate',
])
export const getEmailTemplateSlugs = contentReader(emailTemplateSlugsQuery, ['emailTemplate'], 'Email template list')
