import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { authPage, authPageHeading, seedDocument, seedText } from '../../support/seedContent'
import {
  asCookieHeader,
  CONFIGURED,
  FRONTEND_API_HOST,
  newKeyPair,
  readTestPrivateKey,
  readTestServerInfo,
  sessionClaims,
  sessionCookies,
  signSessionToken,
  type SessionClaims,
} from '../../support/clerkSessions'
import { hostileRedirects } from '../../support/hostileRedirects'
import { newUserId, registerUser, signInAs } from '../accountUsers'
import {
  axeViolations,
  holdClerkJs,
  isClerk,
  planButton,
  scriptsOf,
  signIn,
  waitForHydration,
  watchClerkJs,
} from '../helpers'

/**
 * /auth on the second test server (project `configured`): the same build, configured like a production
 * deployment — production-shaped publishable key, secret key and CLERK_JWT_KEY — with nothing of Clerk's
 * reachable. Session tokens are signed here with the key pair generated for this run
 * (tests/support/clerk-server.ts), so the real Clerk middleware verifies them, locally.
 */

const validToken = (claims: Partial<SessionClaims> = {}) => {
  const payload = sessionClaims('user_e2e_ada', claims)
  return { token: signSessionToken(payload, readTestPrivateKey()), iat: payload.iat }
}

const cookieHeader = (token: string, iat: number) => asCookieHeader(sessionCookies(token, iat))

/** A top-level navigation, as a browser sends it (Clerk treats these differently from fetches). */
const documentHeaders = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' }

async function getAuth(request: APIRequestContext, query = '', headers: Record<string, string> = {}) {
  return request.get(`/auth${query}`, { maxRedirects: 0, headers })
}

/** Where a redirect leads, as an absolute URL (the server may answer with a relative Location). */
const locationOf = (response: Awaited<ReturnType<typeof getAuth>>) =>
  new URL(response.headers().location, CONFIGURED.origin).href

async function expectForm(response: Awaited<ReturnType<typeof getAuth>>) {
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('Sign In or Sign Up — Persistly Outreach')
  expect(html).toMatch(/<input[^>]*type="email"[^>]*required/)
  expect(html).toMatch(/<input[^>]*type="password"[^>]*required/)
}

test.describe('the proxy and signed-in visitors', () => {
  test('a signed-out visitor gets the form', async ({ request }) => {
    await expectForm(await getAuth(request, '', documentHeaders))
  })

  test('a signed-in visitor is sent home', async ({ request }) => {
    const { token, iat } = validToken()
    const response = await getAuth(request, '', { ...documentHeaders, cookie: cookieHeader(token, iat) })
    expect(response.status()).toBe(307)
    expect(locationOf(response)).toBe(`${CONFIGURED.origin}/`)
  })

  test('a signed-in visitor goes back to the same-origin redirect_url', async ({ request }) => {
    const { token, iat } = validToken()
    const cookie = cookieHeader(token, iat)
    const pricing = await getAuth(request, '?redirect_url=%2Fpricing%3Fplan%3Dpro%23pricing', {
      ...documentHeaders,
      cookie,
    })
    expect(pricing.status()).toBe(307)
    expect(locationOf(pricing)).toBe(`${CONFIGURED.origin}/pricing?plan=pro#pricing`)
  })

  for (const target of [
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    '/auth',
  ]) {
    test(`never an open redirect: redirect_url=${target} sends the visitor home`, async ({ request }) => {
      const { token, iat } = validToken()
      const response = await getAuth(request, `?redirect_url=${encodeURIComponent(target)}`, {
        ...documentHeaders,
        cookie: cookieHeader(token, iat),
      })
      expect(response.status()).toBe(307)
      expect(locationOf(response)).toBe(`${CONFIGURED.origin}/`)
    })
  }

  test('never an open redirect for 2,000 generated hostile redirect_url values, whatever Host the client sends', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const { token, iat } = validToken()
    const headers = { ...documentHeaders, cookie: cookieHeader(token, iat) }
    const values = hostileRedirects(2000)
    const offSite: string[] = []
    for (let i = 0; i < values.length; i += 25) {
      await Promise.all(
        values.slice(i, i + 25).map(async (value, j) => {
          // Every other request also claims another Host: the destination is built on the configured origin.
          const host: Record<string, string> = j % 2 ? { host: 'evil.example' } : {}
          const response = await getAuth(request, `?redirect_url=${encodeURIComponent(value)}`, { ...headers, ...host })
          const location = response.headers().location ?? ''
          // Next may answer with a relative Location; either way it must not read as another host.
          if (
            response.status() !== 307 ||
            /^\/\/|\\/.test(location) ||
            new URL(location, CONFIGURED.origin).origin !== CONFIGURED.origin
          )
            offSite.push(`${JSON.stringify(value)} → ${response.status()} ${location}`)
        }),
      )
    }
    expect(offSite).toEqual([])
  })

  test('a session token in an Authorization header counts too', async ({ request }) => {
    const { token } = validToken()
    const response = await getAuth(request, '', { authorization: `Bearer ${token}` })
    expect(response.status()).toBe(307)
  })
})

test.describe('tokens that must not sign anybody in', () => {
  const cases: [string, () => { token: string; iat: number }][] = [
    [
      'signed with another key',
      () => {
        const payload = sessionClaims()
        return { token: signSessionToken(payload, newKeyPair().privateKey), iat: payload.iat }
      },
    ],
    [
      'forged: the payload changed after signing',
      () => {
        const { token, iat } = validToken()
        const [head, , signature] = token.split('.')
        const forged = Buffer.from(JSON.stringify(sessionClaims('user_e2e_mallory'))).toString('base64url')
        return { token: `${head}.${forged}.${signature}`, iat }
      },
    ],
    [
      'forged: unsigned (alg "none")',
      () => {
        const payload = sessionClaims()
        const head = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
        return { token: `${head}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`, iat: payload.iat }
      },
    ],
    ['not a token at all', () => ({ token: 'definitely-not-a-jwt', iat: Math.floor(Date.now() / 1000) })],
    ['issued to another site (azp)', () => validToken({ azp: 'https://evil.example' })],
  ]

  for (const [name, make] of cases) {
    test(`${name}: the visitor is signed out and sees the form`, async ({ request }) => {
      const { token, iat } = make()
      await expectForm(
        await getAuth(request, '?redirect_url=%2Fpricing', { ...documentHeaders, cookie: cookieHeader(token, iat) }),
      )
      await expectForm(await getAuth(request, '', { authorization: `Bearer ${token}` }))
    })
  }

  test('expired: signed out — the form for a fetch, a refresh at Clerk (never the site) for a page load', async ({
    request,
  }) => {
    const now = Math.floor(Date.now() / 1000)
    const { token, iat } = validToken({ iat: now - 600, nbf: now - 600, exp: now - 300 })
    const cookie = cookieHeader(token, iat)
    await expectForm(await getAuth(request, '?redirect_url=%2Fpricing', { cookie }))
    await expectForm(await getAuth(request, '', { authorization: `Bearer ${token}` }))
    // A browser navigation with an expired token goes to Clerk's Frontend API to refresh the session
    // (Clerk's "handshake"); it is not treated as signed in, so it is not sent on to /pricing.
    const navigation = await getAuth(request, '?redirect_url=%2Fpricing', { ...documentHeaders, cookie })
    expect(navigation.status()).toBe(307)
    expect(new URL(locationOf(navigation)).host).toBe(FRONTEND_API_HOST)
  })

  test('sessions are verified locally: the server never called Clerk’s Backend API', async ({ request }) => {
    // Other specs use the same stand-in at the same time: only calls a verification of these sessions could make count.
    const userId = 'user_e2e_verified_locally'
    const { token, iat } = validToken({ sub: userId, sid: 'sess_e2e_verified_locally' })
    await getAuth(request, '', { ...documentHeaders, cookie: cookieHeader(token, iat) })
    await getAuth(request, '', {
      authorization: `Bearer ${signSessionToken(sessionClaims(userId, { sid: 'sess_e2e_foreign_key' }), newKeyPair().privateKey)}`,
    })
    const calls: { path: string }[] = await (
      await request.get(`${readTestServerInfo().apiUrl}/__stand-in/requests`)
    ).json()
    const verifying = calls.filter(
      ({ path }) => /^\/v1\/(jwks|clients)/.test(path) || /user_e2e_verified_locally|sess_e2e_/.test(path),
    )
    expect(verifying).toEqual([])
  })
})

const domReady = { waitUntil: 'domcontentloaded' } as const

test.describe('the page in a browser', () => {
  test('a signed-out visitor sees the form while Clerk loads', async ({ page }) => {
    await holdClerkJs(page)
    await page.goto('/auth', domReady)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authPageHeading)
    const email = page.getByLabel('Email')
    await expect(email).toHaveAttribute('type', 'email')
    await expect(email).toHaveAttribute('required', '')
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '')
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled()
    await expect(page.locator('#clerk-captcha')).toHaveCount(1)
    const toggle = page.getByRole('button', { name: 'Sign up' })
    await waitForHydration(toggle)
    await toggle.click()
    await expect(page.getByText(authPage.toSignIn.prompt)).toBeVisible()
    await email.fill('ada@example.com')
    await expect(email).toHaveValue('ada@example.com')
  })

  /**
   * Every way to the pages with Clerk's browser code ends with clerk-js loaded from the key's Frontend API: their
   * policy allows it, and it arrives only with a document load, never through the client router from a page whose
   * policy refuses Clerk (requests reach the route only if no policy blocked them; the route holds them).
   */
  const trialLabel = seedDocument<{ sections: { _type: string; primaryLink?: { label: string } }[] }>(
    'homePage',
  ).sections.find((section) => section._type === 'callToActionSection')!.primaryLink!.label
  const arrivals: { way: string; signedIn?: boolean; arrive: (page: Page) => Promise<unknown> }[] = [
    { way: 'the address typed', arrive: (page) => page.goto('/auth', domReady) },
    {
      way: 'the header’s sign-in link',
      arrive: async (page) => {
        await page.goto('/')
        const link = page.getByRole('banner').getByRole('link', { name: seedText('navigation', 'signInLabel') })
        await waitForHydration(link)
        await link.click()
        await expect(page).toHaveURL('/auth')
      },
    },
    {
      way: 'the home page’s call to action, signed out (/trial sends the visitor on to sign up)',
      arrive: async (page) => {
        await page.goto('/')
        const link = page.getByRole('main').getByRole('link', { name: trialLabel }).first()
        await waitForHydration(link)
        await link.click()
        await expect(page).toHaveURL(/\/auth\?.*redirect_url=%2Ftrial/)
      },
    },
    {
      way: 'a plan’s button, signed out',
      arrive: async (page) => {
        await (await planButton(page, 'Pro')).click()
        await expect(page).toHaveURL(/\/auth\?redirect_url=/)
      },
    },
    {
      way: 'the header’s account link, signed in (/account)',
      signedIn: true,
      arrive: async (page) => {
        await page.goto('/')
        const link = page.getByRole('banner').getByRole('link', { name: seedText('navigation', 'accountLabel') })
        await waitForHydration(link)
        await link.click()
        await expect(page).toHaveURL('/account')
      },
    },
  ]
  for (const { way, signedIn, arrive } of arrivals) {
    test(`the browser loads clerk-js from the Frontend API in the publishable key: ${way}`, async ({
      page,
      context,
      request,
    }) => {
      if (signedIn) {
        // A user Clerk's stand-in knows: /account reads them from the Backend API.
        const userId = newUserId('arrival')
        await registerUser(request, userId, 'arrival@company.com')
        await signInAs(context, userId)
      }
      const clerkJs = await watchClerkJs(page)
      await arrive(page)
      await expect.poll(clerkJs.requested).toBe(true)
      expect(clerkJs.violations).toEqual([])
    })
  }

  test('the form has no axe violations', async ({ page }) => {
    await holdClerkJs(page)
    await page.goto('/auth', domReady)
    await expect(page.getByLabel('Email')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('when Clerk cannot be reached the page says so after a wait, instead of loading forever', async ({ page }) => {
    await page.clock.install()
    await holdClerkJs(page)
    await page.goto('/auth', domReady)
    await waitForHydration(page.getByRole('button', { name: 'Sign up' }))
    await page.clock.fastForward(7_000)
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeVisible()
    await page.clock.fastForward(1_500)
    await expect(page.getByRole('heading', { level: 2, name: authPage.unavailable.heading })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveCount(0)
  })

  test('a signed-in visitor is sent back to the plan they chose', async ({ page, context }) => {
    await holdClerkJs(page)
    await signIn(context, 'user_e2e_ada')
    await page.goto('/auth?redirect_url=%2Fpricing', domReady)
    await expect(page).toHaveURL('/pricing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedText('pricingPage', 'title'))
  })
})

test.describe('only the page that needs Clerk loads it', () => {
  for (const path of ['/', '/pricing']) {
    test(`${path} ships no Clerk JavaScript`, async ({ page }) => {
      await holdClerkJs(page)
      const scripts = await scriptsOf(page, path)
      expect(scripts.length).toBeGreaterThan(0)
      expect(scripts.filter(isClerk).map(({ url }) => url)).toEqual([])
    })
  }

  test('/auth does', async ({ page }) => {
    await page.route(`https://${FRONTEND_API_HOST}/**`, (route) => route.abort())
    const scripts = await scriptsOf(page, '/auth')
    expect(scripts.filter(isClerk).length).toBeGreaterThan(0)
  })
})
