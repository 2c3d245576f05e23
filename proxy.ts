import { clerkMiddleware } from '@clerk/nextjs/server'
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server'
import { clerkConfig } from '@/lib/auth/config'
import { AUTH_PATH, REDIRECT_PARAM, safeRedirectPath } from '@/lib/auth/redirect'
import { env } from '@/lib/env'
import { contentSecurityPolicy } from '@/lib/security/headers'

const clerk = clerkConfig()

/**
 * /auth's Content-Security-Policy with the run-time publishable key. next.config.ts's headers are fixed at
 * build time, when the key may not be set (one build serves deployments with and without Clerk); the
 * policy for Clerk's Frontend API host must follow the key the server actually runs with, so the proxy
 * sets it on the sign-in page and it replaces the build-time one. The rest of the policy is the same
 * function's, with the same (build-time) analytics settings.
 */
const authPagePolicy = clerk.configured
  ? contentSecurityPolicy('auth', {
      NODE_ENV: process.env.NODE_ENV,
      NEXT_PUBLIC_PLAUSIBLE_DOMAIN: process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN,
      NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: process.env.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT,
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: clerk.publishableKey,
    })
  : null

/**
 * Clerk's middleware, configured from the run-time environment. Session tokens are verified locally with
 * `jwtKey` (Clerk does not read CLERK_JWT_KEY by itself) and only when they were issued to this site's
 * origin (`authorizedParties`). The secret key is deliberately not passed as an option: Clerk reads
 * CLERK_SECRET_KEY from the server environment at run time anyway, and passing it would require an extra
 * CLERK_ENCRYPTION_KEY to forward it to route handlers.
 */
const withClerk = clerk.configured
  ? clerkMiddleware(
      async (auth, request) => {
        if (request.nextUrl.pathname !== AUTH_PATH) return
        // A signed-in visitor has nothing to do on the sign-in page: back to where they came from, or home.
        const { userId } = await auth()
        if (userId) {
          const destination = safeRedirectPath(request.nextUrl.searchParams.get(REDIRECT_PARAM))
          return NextResponse.redirect(new URL(destination, request.nextUrl.origin))
        }
        const response = NextResponse.next()
        if (authPagePolicy) response.headers.set('Content-Security-Policy', authPagePolicy)
        return response
      },
      {
        publishableKey: clerk.publishableKey,
        ...(clerk.jwtKey ? { jwtKey: clerk.jwtKey } : {}),
        ...(clerk.apiUrl ? { apiUrl: clerk.apiUrl } : {}),
        authorizedParties: [env.NEXT_PUBLIC_SITE_URL],
        signInUrl: AUTH_PATH,
        signUpUrl: AUTH_PATH,
      },
    )
  : null

/** Without Clerk keys there is no session to read: requests pass through and /auth explains why. */
export default function proxy(request: NextRequest, event: NextFetchEvent) {
  return withClerk ? withClerk(request, event) : NextResponse.next()
}

/**
 * Only the sign-in page, /payment-success (which checks that the checkout session is the signed-in buyer's) and
 * the API routes under /api/ (where `requireUser()` reads the session; not the /api documentation page) run Clerk. The marketing pages never do, so they stay static.
 */
export const config = { matcher: ['/auth', '/payment-success', '/api/:path+'] }
