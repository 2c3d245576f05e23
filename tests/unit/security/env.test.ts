import { describe, expect, it } from 'vitest'
import { publicEnvSchema } from '@/lib/env/public'
import { parseEnv } from '@/lib/env/schema'

describe('environment', () => {
  it('runs with no variables at all: local site URL, default dataset, embedded content', () => {
    expect(parseEnv({})).toEqual({
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
    })
  })

  it('treats empty values as unset and trims a trailing slash from the site URL', () => {
    const env = parseEnv({ NEXT_PUBLIC_SANITY_PROJECT_ID: '', NEXT_PUBLIC_SITE_URL: 'https://persistly.ai/' })
    expect(env.NEXT_PUBLIC_SANITY_PROJECT_ID).toBeUndefined()
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://persistly.ai')
  })

  it('writes the site URL as browsers write an origin, so comparing it with the Origin header holds', () => {
    expect(parseEnv({ NEXT_PUBLIC_SITE_URL: 'https://Persistly.AI/' }).NEXT_PUBLIC_SITE_URL).toBe(
      'https://persistly.ai',
    )
    expect(parseEnv({ NEXT_PUBLIC_SITE_URL: 'HTTPS://persistly.ai:443' }).NEXT_PUBLIC_SITE_URL).toBe(
      'https://persistly.ai',
    )
    expect(parseEnv({ NEXT_PUBLIC_SITE_URL: 'http://LOCALHOST:3000' }).NEXT_PUBLIC_SITE_URL).toBe(
      'http://localhost:3000',
    )
  })

  it.each([
    ['NEXT_PUBLIC_SITE_URL', 'https://persistly.ai/en'],
    ['NEXT_PUBLIC_SITE_URL', 'https://persistly.ai/?a=1'],
    ['NEXT_PUBLIC_SITE_URL', 'persistly.ai'],
    ['NEXT_PUBLIC_SITE_URL', 'ftp://persistly.ai'],
    ['NEXT_PUBLIC_SANITY_PROJECT_ID', 'My Project'],
    ['NEXT_PUBLIC_SANITY_DATASET', 'Production!'],
    ['SANITY_API_HOST', 'localhost:3510'],
  ])('rejects %s=%s with a message naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(name)
  })

  it('takes a Clerk publishable key only when it encodes a Frontend API host (the decoder /auth’s policy uses)', () => {
    const key = (text: string) => `pk_live_${Buffer.from(text).toString('base64')}`
    expect(publicEnvSchema.parse({ NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: key('clerk.persistly.ai$') })).toMatchObject({
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: key('clerk.persistly.ai$'),
    })
    for (const value of [key('clerk.persistly.ai'), key('not a host$'), 'pk_live_%%%', 'sk_live_abc'])
      expect(() => parseEnv({ NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: value }), value).toThrow(
        'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY',
      )
  })

  it('reads SANITY_API_HOST as an origin without a trailing slash', () => {
    expect(parseEnv({ SANITY_API_HOST: 'http://localhost:3510/' }).SANITY_API_HOST).toBe('http://localhost:3510')
  })

  it('reads TRUSTED_PROXY into the setting the contact limit uses; empty means unset', () => {
    expect(parseEnv({ TRUSTED_PROXY: 'hops:2' }).TRUSTED_PROXY).toEqual({ kind: 'hops', hops: 2 })
    expect(parseEnv({ TRUSTED_PROXY: 'header:CF-Connecting-IP' }).TRUSTED_PROXY).toEqual({
      kind: 'header',
      header: 'cf-connecting-ip',
    })
    expect(parseEnv({ TRUSTED_PROXY: 'vercel' }).TRUSTED_PROXY).toEqual({ kind: 'vercel' })
    expect(parseEnv({ TRUSTED_PROXY: 'none' }).TRUSTED_PROXY).toEqual({ kind: 'none' })
    expect(parseEnv({ TRUSTED_PROXY: '' }).TRUSTED_PROXY).toBeUndefined()
  })

  it('takes a redis:// or rediss:// REDIS_URL and refuses anything else, naming it', () => {
    expect(parseEnv({ REDIS_URL: 'redis://:secret@cache.internal:6379/0' }).REDIS_URL).toBe(
      'redis://:secret@cache.internal:6379/0',
    )
    expect(parseEnv({ REDIS_URL: 'rediss://cache.internal' }).REDIS_URL).toBe('rediss://cache.internal')
    expect(parseEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined()
    for (const value of ['cache.internal:6379', 'http://cache.internal', 'redis://'])
      expect(() => parseEnv({ REDIS_URL: value }), value).toThrow(/REDIS_URL: a Redis URL/)
  })

  it('takes scheduled publishing’s CRON_SECRET (16 characters or more) and SCHEDULE_TICK_SECONDS (1 to 30)', () => {
    expect(parseEnv({ CRON_SECRET: ' 0123456789abcdef ', SCHEDULE_TICK_SECONDS: '30' })).toMatchObject({
      CRON_SECRET: '0123456789abcdef',
      SCHEDULE_TICK_SECONDS: 30,
    })
    expect(parseEnv({ SCHEDULE_TICK_SECONDS: '' }).SCHEDULE_TICK_SECONDS).toBeUndefined()
    expect(() => parseEnv({ CRON_SECRET: 'short' })).toThrow(/CRON_SECRET: at least 16 characters/)
    for (const value of ['0', '31', '1.5', 'often'])
      expect(() => parseEnv({ SCHEDULE_TICK_SECONDS: value }), value).toThrow(/SCHEDULE_TICK_SECONDS/)
  })

  it.each(['nginx', 'true', 'hops:0', 'hops:many', 'header:', 'header:x real ip', 'x-real-ip'])(
    'refuses TRUSTED_PROXY=%s, naming it and the forms it takes',
    (value) => {
      expect(() => parseEnv({ TRUSTED_PROXY: value })).toThrow(/TRUSTED_PROXY: expected none, vercel, hops:<n>/)
    },
  )

  it('keeps only NEXT_PUBLIC_ variables in the public environment, which browser bundles may read', () => {
    const names = Object.keys(publicEnvSchema.shape)
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name).toMatch(/^NEXT_PUBLIC_/)
  })
})
