import 'server-only'
import { z } from 'zod'
import { parseTrustedProxy } from '@/lib/security/rateLimit'

/** Empty strings in .env files mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** A Clerk publishable key: `pk_test_`/`pk_live_` + base64 of the Frontend API host followed by `$`. */
function isClerkPublishableKey(value: string): boolean {
  const match = /^pk_(test|live)_([A-Za-z0-9+/=_-]+)$/.exec(value)
  if (!match) return false
  try {
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+\$$/i.test(atob(match[2]))
  } catch {
    return false
  }
}

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

const envSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z.preprocess(
    (value) => (value === '' || value === undefined ? 'http://localhost:3000' : value),
    z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
  ),
  NEXT_PUBLIC_SANITY_PROJECT_ID: optional(
    z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes only'),
  ),
  NEXT_PUBLIC_SANITY_DATASET: z.preprocess(
    (value) => (value === '' || value === undefined ? 'production' : value),
    z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a Sanity dataset name'),
  ),
  /** Tests only: the origin every Sanity client talks to (a loopback Content Lake stand-in). Unset: Sanity's API. */
  SANITY_API_HOST: optional(z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''))),
  SANITY_API_READ_TOKEN: optional(z.string().min(1)),
  /** Server-only token with write access: contact messages become `contactSubmission` documents. */
  SANITY_API_WRITE_TOKEN: optional(z.string().trim().min(1)),
  /** The secret of the Sanity webhook that calls POST /api/revalidate. */
  SANITY_REVALIDATE_SECRET: optional(z.string().trim().min(1)),
  /** Where contact messages are appended (one JSON document per line) when no write token is set. */
  CONTACT_INBOX_FILE: optional(z.string().trim().min(1)),
  /** The Redis several instances share: Next's cache and the rate limits (lib/redis, README "Several instances"). */
  REDIS_URL: optional(
    z.url({
      protocol: /^rediss?$/,
      hostname: /./,
      error: 'a Redis URL: redis://[user:password@]host[:port][/db], or rediss:// for TLS',
    }),
  ),
  /** Who reports the client's address to the contact form's limit (lib/security/rateLimit.ts, README). */
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
  /** The site's domain as registered in Plausible (comma-separated for several). Unset: analytics off. */
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN: optional(
    z.string().regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, 'the site domain as registered in Plausible, e.g. persistly.ai'),
  ),
  /** Plausible's event endpoint, for self-hosted Plausible or a proxy (default https://plausible.io/api/event). */
  NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: optional(
    z
      .string()
      .refine(isClerkPublishableKey, 'a Clerk publishable key (pk_test_… or pk_live_…, Clerk Dashboard → API keys)'),
  ),
  CLERK_SECRET_KEY: optional(
    z
      .string()
      .regex(
        /^sk_(test|live)_[A-Za-z0-9_-]+$/,
        'a Clerk secret key (sk_test_… or sk_live_…, Clerk Dashboard → API keys)',
      ),
  ),
  CLERK_JWT_KEY: optional(clerkJwtKey),
  CLERK_API_URL: optional(z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''))),
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
  /** Tests only: where the Stripe SDK sends its requests (a loopback fake). Unset: Stripe's API. */
  STRIPE_API_BASE_URL: optional(z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''))),
})

export type Env = z.infer<typeof envSchema>

/** Validates the environment; a wrong value stops the server or build with a message naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid environment configuration:\n${problems}`)
  }
  return result.data
}

export const env = parseEnv(process.env)
