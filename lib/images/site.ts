import 'server-only'
import { env } from '@/lib/env/server'
import { imageOrigin } from './origin'
import { EMBEDDED_IMAGE_PROJECT, imageUrlBuilder } from './url'

/** The site's image URLs: the project's CDN when Sanity is configured, the site's own image route otherwise. */
export const siteImageUrls = imageUrlBuilder({
  origin: imageOrigin(env),
  projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? EMBEDDED_IMAGE_PROJECT,
  dataset: env.NEXT_PUBLIC_SANITY_DATASET,
})
