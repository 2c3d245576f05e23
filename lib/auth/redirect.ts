import { AUTH_PATH, signInPathFor, SINGLETON_PATHS } from '@/lib/site/routes'

/** The query parameter that opens /auth on its sign-up form (`?mode=sign-up`). */
export const AUTH_MODE_PARAM = 'mode'

/** The sign-up form, asked to go on to `path` once the account exists (the free trial's links, signed out). */
export const signUpPathFor = (path: string) => `${signInPathFor(path)}&${AUTH_MODE_PARAM}=sign-up`

/** Where a visitor goes after signing in when nothing (valid) asked for somewhere else. */
const DEFAULT_AFTER_SIGN_IN = SINGLETON_PATHS.homePage

const PLACEHOLDER_ORIGIN = 'https://same-origin.invalid'

/**
 * A path on this site, as a browser would read it: starts with one "/" (not "//host", and no "\" that
 * browsers read as "/"), no characters URL parsing strips, and resolving it keeps the origin.
 */
function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return false
  try {
    return new URL(value, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN
  } catch {
    return false
  }
}

/**
 * The path to send a signed-in visitor to, from an untrusted `redirect_url` value. Only a path on this
 * site is accepted ("/pricing?plan=pro#pricing"); anything that could leave the site falls back to "/".
 * The rule is checked on the input and again on the normalised output: resolving dot segments can turn
 * a harmless-looking "/.//evil.example" into the protocol-relative "//evil.example".
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return DEFAULT_AFTER_SIGN_IN
  if (!isSameOriginPath(value)) return DEFAULT_AFTER_SIGN_IN
  const url = new URL(value, PLACEHOLDER_ORIGIN)
  if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return DEFAULT_AFTER_SIGN_IN
  const path = `${url.pathname}${url.search}${url.hash}`
  return isSameOriginPath(path) ? path : DEFAULT_AFTER_SIGN_IN
}

/** The absolute URL of a redirect target on this site, built on the configured origin (never the Host header). */
export function siteRedirectUrl(value: unknown, siteUrl: string): URL {
  const target = new URL(safeRedirectPath(value), siteUrl)
  return target.origin === new URL(siteUrl).origin ? target : new URL(DEFAULT_AFTER_SIGN_IN, siteUrl)
}
