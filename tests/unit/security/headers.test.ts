import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem'
import { describe, expect, it } from 'vitest'
import nextConfig from '@/next.config'
import {
  authPagePolicy,
  contentSecurityPolicy,
  DRAFT_MODE_COOKIE,
  securityHeaders,
  type HeaderEnv,
} from '@/lib/security/headers'
import { clerkFrontendApiHost } from '@/lib/auth/publishableKey'

/**
 * The headers a path ends up with, matched by Next's own router code (in order, a later rule wins), for a request
 * carrying the named cookies.
 */
function headersFor(path: string, env: HeaderEnv, cookies: string[] = []): Record<string, string> {
  const result: Record<string, string> = {}
  for (const rule of securityHeaders(env)) {
    if (!buildCustomRoute('header', rule, '', false).match(path)) continue
    if (rule.has?.some(({ key }) => !cookies.includes(key))) continue
    for (const { key, value } of rule.headers) result[key] = value
  }
  return result
}

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )

const production: HeaderEnv = { NODE_ENV: 'production' }
const withAnalytics: HeaderEnv = {
  NODE_ENV: 'production',
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'persistly.ai',
  NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: 'https://stats.persistly.ai/api/event',
}
const clerkKey = `pk_live_${Buffer.from('clerk.persistly.ai$').toString('base64')}`

describe('headers on every response', () => {
  it.each(['/', '/pricing', '/blog/maximizing-response-rates', '/api', '/api/revalidate', '/studio', '/auth'])(
    '%s gets HSTS, nosniff, a referrer policy, a permissions policy and a CSP',
    (path) => {
      const headers = headersFor(path, production)
      expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
      expect(headers['X-Content-Type-Options']).toBe('nosniff')
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['Permissions-Policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      )
      expect(headers['Content-Security-Policy']).toBeTruthy()
    },
  )

  it('framing is denied everywhere but the Studio, which may frame itself', () => {
    for (const path of ['/', '/contact', '/auth', '/api/revalidate']) {
      expect(headersFor(path, production)['X-Frame-Options'], path).toBe('DENY')
      expect(directives(headersFor(path, production)['Content-Security-Policy'])['frame-ancestors']).toEqual(["'none'"])
    }
    for (const path of ['/studio', '/studio/structure/inbox']) {
      expect(headersFor(path, production)['X-Frame-Options'], path).toBe('SAMEORIGIN')
      expect(directives(headersFor(path, production)['Content-Security-Policy'])['frame-ancestors']).toEqual(["'self'"])
    }
  })

  it('draft-mode requests may be framed by the Studio (this origin), everything else keeps its policy', () => {
    for (const path of ['/', '/pricing', '/blog/maximizing-response-rates']) {
      const headers = headersFor(path, production, [DRAFT_MODE_COOKIE])
      expect(headers['X-Frame-Options'], path).toBe('SAMEORIGIN')
      const csp = directives(headers['Content-Security-Policy'])
      expect(csp['frame-ancestors'], path).toEqual(["'self'"])
      expect(csp, path).toEqual({
        ...directives(contentSecurityPolicy('public', production)),
        'frame-ancestors': ["'self'"],
      })
    }
    const studio = headersFor('/studio/presentation', production, [DRAFT_MODE_COOKIE])['Content-Security-Policy']
    expect(studio).toBe(contentSecurityPolicy('studio', production))
  })

  it('an answer with the relaxed framing is never kept by a shared cache, whatever the cookie holds', () => {
    for (const path of ['/', '/pricing', '/og/pricing']) {
      const headers = headersFor(path, production, [DRAFT_MODE_COOKIE])
      expect(headers['Cache-Control'], path).toMatch(/^private, no-cache, no-store\b/)
    }
  })

  it('API routes are never cached; pages (and the /api documentation page) keep Next’s own caching', () => {
    expect(headersFor('/api/revalidate', production)['Cache-Control']).toBe('no-store')
    expect(headersFor('/api/v1/anything', production)['Cache-Control']).toBe('no-store')
    for (const path of ['/', '/api', '/pricing', '/studio'])
      expect(headersFor(path, production)['Cache-Control'], path).toBeUndefined()
  })

  it('next.config.ts serves exactly these rules', async () => {
    expect(await nextConfig.headers!()).toEqual(securityHeaders(process.env))
  })
})

describe('the public pages’ Content-Security-Policy', () => {
  it('allows this origin, inline scripts and styles, data: images, and never eval outside development', () => {
    const csp = directives(contentSecurityPolicy('public', production))
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'unsafe-inline'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    })
    expect(contentSecurityPolicy('public', { NODE_ENV: 'development' })).toContain("'unsafe-eval'")
    expect(contentSecurityPolicy('public', { NODE_ENV: 'test' })).not.toContain("'unsafe-eval'")
  })

  it('allows the analytics endpoint’s origin only when analytics is configured', () => {
    expect(directives(contentSecurityPolicy('public', withAnalytics))['connect-src']).toEqual([
      "'self'",
      'https://stats.persistly.ai',
    ])
    expect(
      directives(contentSecurityPolicy('public', { NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'persistly.ai' }))['connect-src'],
    ).toEqual(["'self'", 'https://plausible.io'])
    expect(
      directives(
        contentSecurityPolicy('public', { NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: 'https://stats.persistly.ai/api/event' }),
      )['connect-src'],
    ).toEqual(["'self'"])
  })
})

describe('the public pages’ images', () => {
  it('come from this origin without a Sanity project, from its image CDN (or SANITY_IMAGE_HOST) with one', () => {
    const imgSrc = (env: Record<string, string>) => directives(contentSecurityPolicy('public', env))['img-src']
    expect(imgSrc(production)).toEqual(["'self'", 'data:'])
    expect(imgSrc({ ...production, NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })).toEqual([
      "'self'",
      'data:',
      'https://cdn.sanity.io',
    ])
    expect(
      imgSrc({ ...production, NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', SANITY_IMAGE_HOST: 'http://localhost:3510' }),
    ).toEqual(["'self'", 'data:', 'http://localhost:3510'])
  })
})

describe('the Studio’s policy', () => {
  it('reaches the Sanity API over https and wss, shows remote images, loads Sanity’s typeface, and runs without eval', () => {
    const csp = directives(headersFor('/studio', withAnalytics)['Content-Security-Policy'])
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://*.sanity.io',
      'https://*.api.sanity.io',
      'wss://*.api.sanity.io',
      'https://sanity-cdn.com',
    ])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    expect(csp['font-src']).toEqual(["'self'", 'data:', 'https://design-system-static.sanity.io'])
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('reaches SANITY_API_HOST and the project subdomains the Studio puts in front of it, and nothing else new', () => {
    const studio = (apiHost: string) =>
      directives(contentSecurityPolicy('studio', { ...production, SANITY_API_HOST: apiHost }))['connect-src'].slice(5)
    expect(studio('http://localhost:3510')).toEqual([
      'http://localhost:3510',
      'http://*.localhost:3510',
      'ws://*.localhost:3510',
    ])
    expect(studio('https://api.example.test')).toEqual([
      'https://api.example.test',
      'https://*.api.example.test',
      'wss://*.api.example.test',
    ])
    expect(studio('not a url')).toEqual([])
    expect(
      directives(contentSecurityPolicy('public', { SANITY_API_HOST: 'http://localhost:3510' }))['connect-src'],
    ).toEqual(["'self'"])
  })
})

describe('the sign-in page’s policy', () => {
  it('decodes Clerk’s Frontend API host from the publishable key', () => {
    expect(clerkFrontendApiHost(clerkKey)).toBe('clerk.persistly.ai')
    expect(clerkFrontendApiHost(`pk_test_${Buffer.from('known-mole-12.clerk.accounts.dev$').toString('base64')}`)).toBe(
      'known-mole-12.clerk.accounts.dev',
    )
    for (const key of [
      undefined,
      '',
      'pk_live_bm90LWEtaG9zdA==',
      'sk_live_abc',
      `pk_live_${Buffer.from('clerk.persistly.ai').toString('base64')}`,
    ])
      expect(clerkFrontendApiHost(key), String(key)).toBeNull()
  })

  it('allows Clerk’s documented sources on /auth only, and scripts by nonce instead of unsafe-inline', () => {
    const env = { ...production, NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: clerkKey }
    const auth = directives(authPagePolicy(env, 'bm9uY2U='))
    expect(auth['script-src']).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      'https://clerk.persistly.ai',
      'https://challenges.cloudflare.com',
      'https://*.protect.clerk.com',
    ])
    expect(auth['connect-src']).toEqual(["'self'", 'https://clerk.persistly.ai', 'https://*.protect.clerk.com:*'])
    expect(auth['img-src']).toEqual(["'self'", 'data:', 'https://img.clerk.com'])
    expect(auth['frame-src']).toEqual(['https://challenges.cloudflare.com', 'https://*.protect.clerk.com'])
    expect(auth['worker-src']).toEqual(["'self'", 'blob:'])
    expect(auth['frame-ancestors']).toEqual(["'none'"])
    expect(headersFor('/pricing', env)['Content-Security-Policy']).not.toContain('clerk')
    expect(headersFor('/auth', env)['Content-Security-Policy']).not.toContain('clerk')
  })

  it('without Clerk, /auth runs only the site’s own scripts, by nonce', () => {
    const auth = directives(authPagePolicy(production, 'bm9uY2U='))
    expect(auth['script-src']).toEqual(["'self'", "'nonce-bm9uY2U='"])
    expect(auth['frame-ancestors']).toEqual(["'none'"])
  })
})
