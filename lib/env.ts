import { z } from 'zod'

/** Empty strings in .env files mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

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
  SANITY_API_READ_TOKEN: optional(z.string().min(1)),
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
