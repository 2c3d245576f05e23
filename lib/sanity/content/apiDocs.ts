import { defineQuery } from 'next-sanity'
import { contentReader } from './read'

/** The /api page: Getting Started with its sample request, Authentication, Rate Limits and Endpoints. */
export const apiDocsPageQuery = defineQuery(`*[_type == "apiDocsPage" && _id == "apiDocsPage"][0]{
  title,
  intro,
  seo,
  gettingStarted{ heading, body, codeSample{ language, filename, code } },
  authentication{ heading, body },
  rateLimits{ heading, intro, tiers[]{ _key, name, limit, description }, note },
  endpoints{ heading, intro, groups[]{ _key, title, description, endpoints[]{ _key, method, path, description } } },
  labels
}`)

export const getApiDocsPage = contentReader(apiDocsPageQuery, ['apiDocsPage'], 'API documentation page')
