import { z } from 'zod'
import { clerkFrontendApiHost } from '../auth/publishableKey'

// This module loads in the Studio, whose Content-Security-Policy forbids eval: without `jitless`, Zod probes for
// eval with `new Function` on first parse, and the browser reports that caught attempt as a policy violation.
z.config({ jitless: true })

/**
 * The public variables (NEXT_PUBLIC_*): Next writes them into the build, browser bundles included, so this
 * module holds nothing secret and loads anywhere: pages, the Studio, next.config.ts, the Sanity CLI. The
 * server's full environment, secrets included, is lib/env/server.ts.
 */

/** Empty strings in .env files mean "not set". */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/**
 * An http(s) origin, written as browsers write it in the Origin header (lowercase host, no default port, no trailing
 * slash), so comparisons with what a browser sends hold: `https://Example.com/` is `https://example.com`.
 */
export const origin = () =>
  z
    .url({ protocol: /^https?$/ })
    .refine((url) => /^[^?#]*?:\/\/[^/?#]*\/?$/.test(url), 'an origin such as https://example.com, without a path')
    .transform((url) => new URL(url).origin)

/** The dataset a Sanity project is read from (and imported into) unless NEXT_PUBLIC_SANITY_DATASET names another. */
const DEFAULT_DATASET = 'production'

export const publicEnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z.preprocess(
    (value) => (value === '' || value === undefined ? 'http://localhost:3000' : value),
    origin(),
  ),
  NEXT_PUBLIC_SANITY_PROJECT_ID: optional(
    z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes only'),
  ),
  NEXT_PUBLIC_SANITY_DATASET: z.preprocess(
    (value) => (value === '' || value === undefined ? DEFAULT_DATASET : value),
    z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a Sanity dataset name'),
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
      .refine(
        (value) => clerkFrontendApiHost(value) !== null,
        'a Clerk publishable key (pk_test_… or pk_live_…, Clerk Dashboard → API keys)',
      ),
  ),
})

export type PublicEnv = z.infer<typeof publicEnvSchema>

/** Throws with one line per malformed variable, naming it: the build or server stops there. */
export function parseWith<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>): z.infer<T> {
  const result = schema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid environment configuration:\n${problems}`)
  }
  return result.data
}

/**
 * Each variable is read by its full name: that is what Next replaces with the build's value in browser
 * bundles (a `process.env` passed whole is empty there).
 */
export const publicEnv: PublicEnv = parseWith(publicEnvSchema, {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN: process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN,
  NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: process.env.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT,
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY,
})
