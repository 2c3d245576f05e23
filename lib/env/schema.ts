import { z } from 'zod'
import { parseTrustedProxy } from '../security/trustedProxy'
import { optional, origin, parseWith, publicEnvSchema } from './public'

/**
 * The rules of the whole environment, the public variables and the server's own (secrets included), without
 * reading it: lib/env/server.ts reads it for the app, next.config.ts for the build's settings, tests their
 * own values.
 */

/**
 * Clerk's JWT public key (PEM, as the Dashboard shows it). Hosts that store one-line values may keep the line
 * breaks as `\n`. Clerk reads the key as a 2048-bit RSA public key, so anything else would silently sign
 * everybody out: reject it here instead.
 */
const clerkJwtKey = z
  .string()
  .transform((value) => value.replace(/\\n/g, '\n').trim())
  .refine(
    (pem) =>
      /^MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA[A-Za-z0-9+/]+IDAQAB$/.test(
        pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, ''),
      ),
    'the PEM public key from Clerk Dashboard → API keys → JWT public key (-----BEGIN PUBLIC KEY----- …)',
  )

const envSchema = publicEnvSchema.extend({
  /** Tests only: the origin every Sanity client talks to (a loopback Content Lake stand-in). Unset: Sanity's API. */
  SANITY_API_HOST: optional(origin()),
  /** Tests only: the origin of Sanity's image CDN (the stand-in serves the images). Unset: https://cdn.sanity.io. */
  SANITY_IMAGE_HOST: optional(origin()),
  SANITY_API_READ_TOKEN: optional(z.string().min(1)),
  /** Server-only token with write access: contact messages become `contactSubmission` documents. */
  SANITY_API_WRITE_TOKEN: optional(z.string().trim().min(1)),
  /** The secret of the Sanity webhook that calls POST /api/revalidate. */
  SANITY_REVALIDATE_SECRET: optional(z.string().trim().min(1)),
  /** The secret a cron sends to GET/POST /api/cron/publish (`Authorization: Bearer …`; Vercel Cron's own name). */
  CRON_SECRET: optional(z.string().trim().min(16, 'at least 16 characters (openssl rand -hex 32)')),
  /** How often a long-running server runs due schedules (scheduled publishing), in seconds: 1 to 30, default 15. */
  SCHEDULE_TICK_SECONDS: optional(
    z.coerce.number().int('whole seconds').min(1, 'at least 1 second').max(30, 'at most 30 seconds'),
  ),
  /** Where contact messages are appended (one JSON document per line) when no write token is set. */
  CONTACT_INBOX_FILE: optional(z.string().trim().min(1)),
  /** The Redis several instances share: Next's cache and the rate limits (lib/redis, docs/deploying.md). */
  REDIS_URL: optional(
    z.url({
      protocol: /^rediss?$/,
      hostname: /./,
      error: 'a Redis URL: redis://[user:password@]host[:port][/db], or rediss:// for TLS',
    }),
  ),
  /** Who reports the client's address to the contact form's limit (lib/security/trustedProxy.ts, docs/contact-and-analytics.md). */
  TRUSTED_PROXY: optional(
    z.string().transform((value, context) => {
      const setting = parseTrustedProxy(value)
      if (setting) return setting
      context.addIssue({
        code: 'custom',
        message:
          'expected none, vercel, hops:<n> (1 to 10 proxies that append to X-Forwarded-For) or header:<name> (a header the proxy overwrites)',
      })
      return z.NEVER
    }),
  ),
  /**
   * Plausible's Stats API key (plausible.io → Settings → API keys → Stats API), server-only: the Studio's experiment
   * results (docs/experiments.md). Unset: the results view says what to set.
   */
  PLAUSIBLE_STATS_API_KEY: optional(z.string().trim().min(1)),
  /** The site as registered in Plausible, for the Stats API. Unset: the first of NEXT_PUBLIC_PLAUSIBLE_DOMAIN. */
  PLAUSIBLE_SITE_ID: optional(
    z.string().regex(/^[a-z0-9.-]+$/i, 'the site domain as registered in Plausible, e.g. persistly.ai'),
  ),
  /** Plausible's origin for the Stats API: self-hosted Plausible, or a stand-in in tests. Unset: https://plausible.io. */
  PLAUSIBLE_API_HOST: optional(origin()),
  CLERK_SECRET_KEY: optional(
    z
      .string()
      .regex(
        /^sk_(test|live)_[A-Za-z0-9_-]+$/,
        'a Clerk secret key (sk_test_… or sk_live_…, Clerk Dashboard → API keys)',
      ),
  ),
  CLERK_JWT_KEY: optional(clerkJwtKey),
  CLERK_API_URL: optional(origin()),
  /** Stripe's secret (or restricted) API key: Checkout Sessions, prices, subscriptions. */
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .trim()
      .regex(
        /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/,
        'a Stripe secret key (sk_test_… or sk_live_…, Stripe Dashboard → Developers → API keys)',
      ),
  ),
  /** The signing secret of the webhook endpoint that calls POST /api/webhooks/stripe. */
  STRIPE_WEBHOOK_SECRET: optional(
    z
      .string()
      .trim()
      .regex(/^whsec_[A-Za-z0-9_]+$/, 'a Stripe webhook signing secret (whsec_…)'),
  ),
  /** Tests only: where the Stripe SDK sends its requests (a loopback stand-in). Unset: Stripe's API. */
  STRIPE_API_BASE_URL: optional(origin()),
})

export type Env = z.infer<typeof envSchema>

/** Validates the environment; a wrong value stops the server or build with a message naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseWith(envSchema, source)
}
