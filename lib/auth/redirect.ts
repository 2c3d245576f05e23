/** Where a visitor goes after signing in when nothing (valid) asked for somewhere else. */
export const DEFAULT_AFTER_SIGN_IN = '/'

/** The sign-in page itself: never a destination after signing in (it would only bounce). */
export const AUTH_PATH = '/auth'

/** The query parameter that names where to return after signing in (Clerk's own name for it). */
export const REDIRECT_PARAM = 'redirect_url'

const PLACEHOLDER_ORIGIN = 'https://same-origin.invalid'

/**
 * The path to send a signed-in visitor to, from an untrusted `redirect_url` value. Only a path on this
 * site is accepted ("/pricing?plan=pro#pricing"); anything that could leave the site — a scheme, a host,
 * a protocol-relative "//host", backslashes or control characters that browsers turn into one — falls
 * back to "/". Never an open redirect.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return DEFAULT_AFTER_SIGN_IN
  // A path, not "//host" or "/\host" (browsers read "\" as "/"), with no characters URL parsing strips.
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) {
    return DEFAULT_AFTER_SIGN_IN
  }
  let url: URL
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN)
  } catch {
    return DEFAULT_AFTER_SIGN_IN
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_AFTER_SIGN_IN
  if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return DEFAULT_AFTER_SIGN_IN
  return `${url.pathname}${url.search}${url.hash}`
}
