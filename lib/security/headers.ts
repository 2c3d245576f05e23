/**
 * The site's HTTP security headers, built from the environment of `next build`. next.config.ts's
 * `headers()` is evaluated when the app is built: Next writes the result into the build's routes
 * manifest, and `next start` serves that manifest as it is. A variable that changes the policy (the
 * Plausible endpoint, the Clerk publishable key) must therefore be set when building, which is already
 * the rule for every NEXT_PUBLIC_ variable.
 *
 * Kept free of app imports, but for the path map, the Clerk key decoder and the image origin (no imports of their own), so next.config.ts can load it before
 * the app is compiled.
 */
import { clerkFrontendApiHost } from '../auth/publishableKey'
import { imageOrigin } from '../images/origin'
import { STUDIO_PATH } from '../site/routes'
import { SITE_WIDE_HEADERS } from './ownAnswerHeaders'

export type HeaderEnv = Partial<
  Record<
    | 'NODE_ENV'
    | 'NEXT_PUBLIC_PLAUSIBLE_DOMAIN'
    | 'NEXT_PUBLIC_PLAUSIBLE_ENDPOINT'
    | 'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY'
    | 'SANITY_API_HOST'
    | 'NEXT_PUBLIC_SANITY_PROJECT_ID'
    | 'SANITY_IMAGE_HOST',
    string
  >
>

export type Header = { key: string; value: string }
export type HeaderRule = { source: string; has?: { type: 'cookie'; key: string }[]; headers: Header[] }

/** The cookie Next's draft mode sets (`draftMode().enable()`), sent with every request of a previewing browser. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

type Directives = Record<string, string[]>

/** What Next itself sends with a draft-mode render: kept by nobody but the browser that asked, and not even there. */
export const DRAFT_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

const PLAUSIBLE_DEFAULT_ENDPOINT = 'https://plausible.io/api/event'

/** The origin analytics events are posted to, when analytics is configured. */
export function plausibleOrigin(env: HeaderEnv): string | null {
  if (!env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN) return null
  try {
    return new URL(env.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT || PLAUSIBLE_DEFAULT_ENDPOINT).origin
  } catch {
    return null
  }
}

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/**
 * The public pages: everything from this origin. Scripts need 'unsafe-inline' because Next streams each
 * page's data in inline scripts and the pages are prerendered, so no per-request nonce can be stamped on
 * them; 'unsafe-eval' is never allowed outside development (React's dev tooling needs it there). Styles
 * need 'unsafe-inline' for style attributes (decorations, toasts). Images: this origin, data: URIs (icons,
 * blur-up placeholders) and, with a Sanity project, its image CDN. Connections: this origin (server actions, route data) and the analytics endpoint.
 */
function publicDirectives(env: HeaderEnv): Directives {
  const dev = env.NODE_ENV === 'development'
  const analytics = plausibleOrigin(env)
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(imageOrigin(env) ? [imageOrigin(env)] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(analytics ? [analytics] : [])],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

/**
 * /auth is rendered per request, so the proxy gives it a fresh nonce: Next stamps it on its inline scripts
 * and no 'unsafe-inline' is needed. With a publishable key it adds Clerk (its browser SDK loads from the
 * instance's Frontend API host): Clerk's documented directives,
 * https://clerk.com/docs/guides/secure/best-practices/csp-headers. Without one, sign-in is unavailable and
 * nothing but the site's own scripts runs.
 */
function authDirectives(env: HeaderEnv, nonce: string): Directives {
  const dev = env.NODE_ENV === 'development'
  const base: Directives = {
    ...publicDirectives(env),
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(dev ? ["'unsafe-eval'"] : [])],
  }
  const host = clerkFrontendApiHost(env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY)
  if (!host) return base
  const clerk = `https://${host}`
  const turnstile = 'https://challenges.cloudflare.com'
  const protection = 'https://*.protect.clerk.com'
  return {
    ...base,
    'script-src': [...base['script-src'], clerk, turnstile, protection],
    'connect-src': [...base['connect-src'], clerk, `${protection}:*`],
    'img-src': [...base['img-src'], 'https://img.clerk.com'],
    'frame-src': [turnstile, protection],
    'worker-src': ["'self'", 'blob:'],
  }
}

/**
 * SANITY_API_HOST as the Studio reaches it: the origin itself (the site's own clients) and every subdomain of it,
 * over HTTP and WebSocket, because the Studio always prefixes the project id (`http://<projectId>.localhost:3510`).
 */
export function sanityApiHostSources(apiHost: string | undefined): string[] {
  if (!apiHost) return []
  let url: URL
  try {
    url = new URL(apiHost)
  } catch {
    return []
  }
  const socket = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return [url.origin, `${url.protocol}//*.${url.host}`, `${socket}//*.${url.host}`]
}

/**
 * The embedded Studio at /studio talks to the Sanity project's API (https and wss, under *.sanity.io and
 * *.api.sanity.io), shows images from Sanity's CDN and editors' avatars from their login providers, loads
 * its typeface from Sanity's design-system host (since Studio 6), and may be framed by itself (its own
 * tools), never by other sites. No 'unsafe-eval': the Studio's bundle only mentions `Function(...)` in
 * global-object fallbacks that browsers never reach.
 */
function studioDirectives(env: HeaderEnv): Directives {
  const base = publicDirectives(env)
  return {
    ...base,
    // SANITY_API_HOST: a stand-in serves the uploaded images' previews from its own origin.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...sanityApiHostSources(env.SANITY_API_HOST).slice(0, 2)],
    'font-src': ["'self'", 'data:', 'https://design-system-static.sanity.io'],
    // sanity-cdn.com: the Studio asks it whether a newer Studio version is out.
    'connect-src': [
      "'self'",
      'https://*.sanity.io',
      'https://*.api.sanity.io',
      'wss://*.api.sanity.io',
      'https://sanity-cdn.com',
      ...sanityApiHostSources(env.SANITY_API_HOST),
    ],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'self'"],
  }
}

/**
 * Draft mode: the public pages' policy, except that the Studio's Presentation tool (this origin) may frame them.
 * Visual editing talks to the Studio by postMessage, so nothing else opens.
 */
function draftDirectives(env: HeaderEnv): Directives {
  return { ...publicDirectives(env), 'frame-ancestors': ["'self'"] }
}

const DIRECTIVES = { public: publicDirectives, draft: draftDirectives, studio: studioDirectives }

export function contentSecurityPolicy(area: keyof typeof DIRECTIVES, env: HeaderEnv): string {
  return serialize(DIRECTIVES[area](env))
}

/** /auth's policy for one response, with that response's script nonce (set by proxy.ts). */
export function authPagePolicy(env: HeaderEnv, nonce: string): string {
  return serialize(authDirectives(env, nonce))
}

const common: Header[] = Object.entries(SITE_WIDE_HEADERS).map(([key, value]) => ({ key, value }))

/**
 * The rules for next.config.ts `headers()`. When several rules match a path and set the same header,
 * the later one wins: the site-wide rule comes first, then draft mode's (requests with its cookie: the Studio may
 * frame them; a browser that forges the cookie only lets this origin frame what it is shown), then the /studio
 * rule (/auth's policy comes from proxy.ts, per request).
 * Static pages keep Next's own CDN-friendly Cache-Control; API routes are never cached (`/api/:path+`
 * matches the route handlers, not the /api documentation page).
 */
export function securityHeaders(env: HeaderEnv): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: [
        ...common,
        { key: 'Content-Security-Policy', value: contentSecurityPolicy('public', env) },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    },
    {
      source: '/:path*',
      has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }],
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy('draft', env) },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        // Whoever sends the cookie, real or made up, gets an answer no shared cache keeps: the relaxed framing
        // never reaches another visitor (Next keeps a Cache-Control that is already set; it writes Vary itself).
        { key: 'Cache-Control', value: DRAFT_CACHE_CONTROL },
      ],
    },
    {
      source: `${STUDIO_PATH}/:path*`,
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy('studio', env) },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    },
    { source: '/api/:path+', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
  ]
}
