/** Sanity's image CDN, where hosted content's images are served from unless SANITY_IMAGE_HOST names another origin. */
export const SANITY_IMAGE_CDN = 'https://cdn.sanity.io'

/**
 * Where the site's images come from: Sanity's CDN (or SANITY_IMAGE_HOST) with a project, the site's own image
 * route ('': same origin) on the embedded dataset. Free of app imports: the security headers read it at build time.
 */
export function imageOrigin(env: { NEXT_PUBLIC_SANITY_PROJECT_ID?: string; SANITY_IMAGE_HOST?: string }): string {
  if (!env.NEXT_PUBLIC_SANITY_PROJECT_ID) return ''
  return env.SANITY_IMAGE_HOST || SANITY_IMAGE_CDN
}
