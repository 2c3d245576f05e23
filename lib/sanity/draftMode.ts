import { safeRedirectPath } from '@/lib/auth/redirect'

/** Where the enable and disable routes live (the Studio's Presentation tool calls the first). */
export const DRAFT_MODE_ENABLE_PATH = '/api/draft-mode/enable'
export const DRAFT_MODE_DISABLE_PATH = '/api/draft-mode/disable'

/** The page to preview, as the Presentation tool names it (`@sanity/preview-url-secret`'s parameter). */
export const PREVIEW_PATHNAME_PARAM = 'sanity-preview-pathname'

/**
 * The enable request with the page to preview (`sanity-preview-pathname`, where it redirects once the secret is
 * valid) held to the rule of /auth's `redirect_url`: a path on this site, anything else becomes "/".
 */
export function withSafePreviewPathname(request: Request): Request {
  const url = new URL(request.url)
  const pathname = url.searchParams.get(PREVIEW_PATHNAME_PARAM)
  if (pathname !== null) url.searchParams.set(PREVIEW_PATHNAME_PARAM, safeRedirectPath(pathname))
  return new Request(url, { headers: request.headers })
}

/**
 * Where leaving draft mode returns to: the page the visitor left it from (the Referer, when it is a page of this
 * site), else the home page.
 */
export function pathAfterDraftMode(request: Request, siteUrl: string): string {
  const referer = request.headers.get('referer')
  if (!referer) return '/'
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return '/'
  }
  if (url.origin !== new URL(siteUrl).origin) return '/'
  return safeRedirectPath(`${url.pathname}${url.search}`)
}
