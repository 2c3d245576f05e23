import { generateKeyPairSync } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clerkConfig, warnAboutClerkConfig } from '@/lib/auth/config'
import { parseEnv } from '@/lib/env/schema'

const publishableKey = `pk_live_${btoa('clerk.persistly.test$')}`
const devPublishableKey = `pk_test_${btoa('fond-ant-12.clerk.accounts.dev$')}`
const publicPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString()

describe('Clerk variables in the environment', () => {
  it('accepts production and development keys, a PEM JWT key and an API URL', () => {
    const env = parseEnv({
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: publishableKey,
      CLERK_SECRET_KEY: 'sk_live_abc123DEF456',
      CLERK_JWT_KEY: publicPem,
      CLERK_API_URL: 'http://127.0.0.1:4010/',
    })
    expect(env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY).toBe(publishableKey)
    expect(env.CLERK_JWT_KEY).toBe(publicPem.trim())
    expect(env.CLERK_API_URL).toBe('http://127.0.0.1:4010')
    expect(parseEnv({ NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: devPublishableKey }).NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY).toBe(
      devPublishableKey,
    )
  })

  it('reads a JWT key stored on one line with \\n escapes', () => {
    const oneLine = publicPem.trim().replace(/\n/g, '\\n')
    expect(parseEnv({ CLERK_JWT_KEY: oneLine }).CLERK_JWT_KEY).toBe(publicPem.trim())
  })

  it('treats empty values as unset', () => {
    const env = parseEnv({
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: '',
      CLERK_SECRET_KEY: '',
      CLERK_JWT_KEY: '',
      CLERK_API_URL: '',
    })
    expect(clerkConfig(env)).toEqual({
      configured: false,
      missing: ['NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'CLERK_SECRET_KEY'],
    })
  })

  it.each([
    ['NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'pk_prod_abc'],
    ['NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'sk_live_abc123'],
    ['NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', `pk_live_${btoa('not a host')}`],
    ['CLERK_SECRET_KEY', 'pk_live_abc'],
    ['CLERK_SECRET_KEY', 'hunter2'],
    ['CLERK_JWT_KEY', 'not a key'],
    [
      'CLERK_JWT_KEY',
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ],
    ['CLERK_API_URL', 'api.clerk.com'],
  ])('rejects %s=%s with a message naming it (and not the value)', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(name)
    try {
      parseEnv({ [name]: value })
    } catch (error) {
      expect(String(error)).not.toContain(value)
    }
  })
})

describe('clerkConfig', () => {
  it('is configured with both keys; the JWT key and API URL are passed on when set', () => {
    expect(
      clerkConfig(parseEnv({ NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: publishableKey, CLERK_SECRET_KEY: 'sk_live_x1' })),
    ).toEqual({ configured: true, publishableKey, secretKey: 'sk_live_x1' })
    expect(
      clerkConfig(
        parseEnv({
          NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: publishableKey,
          CLERK_SECRET_KEY: 'sk_live_x1',
          CLERK_JWT_KEY: publicPem,
          CLERK_API_URL: 'https://api.clerk.com',
        }),
      ),
    ).toEqual({
      configured: true,
      publishableKey,
      secretKey: 'sk_live_x1',
      jwtKey: publicPem.trim(),
      apiUrl: 'https://api.clerk.com',
    })
  })

  it('names exactly what is missing', () => {
    expect(clerkConfig(parseEnv({}))).toEqual({
      configured: false,
      missing: ['NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'CLERK_SECRET_KEY'],
    })
    expect(clerkConfig(parseEnv({ NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: publishableKey }))).toEqual({
      configured: false,
      missing: ['CLERK_SECRET_KEY'],
    })
  })
})

describe('the operator warning', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('persistly.warnedOnce')]
  })

  it('names the missing variables in the server log, once per process', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const config = clerkConfig(parseEnv({ CLERK_SECRET_KEY: 'sk_live_x1' }))
    warnAboutClerkConfig(config)
    warnAboutClerkConfig(config)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toContain('NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY')
    expect(warn.mock.calls[0][0]).not.toContain('sk_live_x1')
  })

  it('suggests CLERK_JWT_KEY when sessions would be verified over the network', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnAboutClerkConfig(
      clerkConfig(parseEnv({ NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: publishableKey, CLERK_SECRET_KEY: 'sk_live_x1' })),
    )
    expect(warn.mock.calls[0][0]).toContain('CLERK_JWT_KEY')
  })

  it('stays quiet when everything is set', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnAboutClerkConfig(
      clerkConfig(
        parseEnv({
          NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: publishableKey,
          CLERK_SECRET_KEY: 'sk_live_x1',
          CLERK_JWT_KEY: publicPem,
        }),
      ),
    )
    expect(warn).not.toHaveBeenCalled()
  })
})
