import { expect, type APIRequestContext } from '@playwright/test'

/**
 * The front door's cases that the bundled content has (the decision's table: tests/unit/front/decide.test.ts), with
 * the answer a visitor gets. Each door must give the same: the production server (tests/e2e/site/redirects.spec.ts)
 * and Next's own server, where the proxy answers them (tests/e2e/proxy-door), as under `next dev` and on Vercel
 * (docs/architecture.md#the-front-door), each with the site's security headers. Read at the level of the server's
 * answer: no browser page needed.
 */
const FRONT_CASES: [string, { method?: 'GET' | 'POST'; status: number; headers?: Record<string, string> }][] = [
  ['/docs?utm_source=mail', { status: 308, headers: { location: '/documentation?utm_source=mail' } }],
  ['/blog/made-up-article?x=1', { status: 404 }],
  ['/api/made-up.md', { status: 404 }],
  ['/documentation', { status: 200 }],
  ['/api/checkout', { status: 405, headers: { allow: 'OPTIONS, POST' } }],
]

/** What every answer carries, whichever door gives it: a page, a redirect, a not-found page or a refusal. */
const SECURITY_HEADERS: Record<string, RegExp> = {
  'strict-transport-security': /^max-age=63072000; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'content-security-policy': /frame-ancestors 'none'/,
}

export async function expectFrontDoorAnswers(request: APIRequestContext) {
  for (const [path, { method = 'GET', status, headers = {} }] of FRONT_CASES) {
    const response = await request.fetch(path, { method, maxRedirects: 0 })
    expect(response.status(), path).toBe(status)
    for (const [name, value] of Object.entries(headers)) expect(response.headers()[name], `${path} ${name}`).toBe(value)
    for (const [name, pattern] of Object.entries(SECURITY_HEADERS))
      expect(response.headers()[name], `${path} ${name}`).toMatch(pattern)
  }
}
