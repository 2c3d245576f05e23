import { beforeAll, describe, expect, it } from 'vitest'
import { CONNECTION_ADDRESS_HEADER, recordConnectionAddresses } from '@/lib/security/connectionAddress'
import { createRateLimiter } from '@/lib/security/rateLimit'
import { clientKey, parseTrustedProxy, trustedProxyOf, UNKNOWN_CLIENT } from '@/lib/security/trustedProxy'

describe('the rate limiter', () => {
  it('allows the limit per window, per key, and again once the window has passed', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => now })
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([
      true,
      true,
      false,
      true,
    ])
    now = 999
    expect(limiter.take('a')).toBe(false)
    now = 1000
    expect(limiter.take('a')).toBe(true)
  })

  it('tells a refused key how long until its oldest attempt leaves the window', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => now })
    expect(limiter.retryAfterMs('a')).toBe(0)
    limiter.take('a')
    now = 300
    limiter.take('a')
    expect(limiter.retryAfterMs('a')).toBe(700)
    now = 1000
    expect(limiter.retryAfterMs('a')).toBe(0)
    expect(limiter.take('a')).toBe(true)
  })

  it('forgets the least recently active keys beyond its size bound', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 })
    limiter.take('a')
    limiter.take('b')
    limiter.take('c') // forgets a
    expect(limiter.take('a')).toBe(true)
    expect(limiter.take('c')).toBe(false)
  })
})

const headers = (values: Record<string, string>) => new Headers(values)
const none = { kind: 'none' } as const

describe('the client key where no production server records the connection (`next start`, `next dev`)', () => {
  it('is unknown for every request: the header is then whatever the client sent', () => {
    expect(clientKey(headers({ [CONNECTION_ADDRESS_HEADER]: '203.0.113.9' }), none)).toBe(UNKNOWN_CLIENT)
    expect(clientKey(headers({ [CONNECTION_ADDRESS_HEADER]: '198.51.100.7' }), none)).toBe(UNKNOWN_CLIENT)
  })
})

describe('the client key', () => {
  // As the production server (server.ts) does when it is created (tests/unit/security/production-server.test.ts).
  beforeAll(recordConnectionAddresses)

  it('by default is the address of the connection, as the production server records it; headers a client writes are not believed', () => {
    const connection = { [CONNECTION_ADDRESS_HEADER]: '203.0.113.9' }
    expect(clientKey(headers(connection), none)).toBe('203.0.113.9')
    expect(
      clientKey(headers({ ...connection, 'x-real-ip': '198.51.100.1', 'x-forwarded-for': '198.51.100.2' }), none),
    ).toBe('203.0.113.9')
    expect(clientKey(headers({ 'x-forwarded-for': '198.51.100.2' }), none)).toBe(UNKNOWN_CLIENT)
    expect(clientKey(headers({}), none)).toBe(UNKNOWN_CLIENT)
  })

  it('with hops:<n>, is the entry n places from the right; fewer entries than proxies is unknown', () => {
    const hops = (count: number) => ({ kind: 'hops', hops: count }) as const
    const forwarded = headers({ 'x-forwarded-for': '192.0.2.66, 203.0.113.9, 10.0.0.2' })
    expect(clientKey(forwarded, hops(1))).toBe('10.0.0.2')
    expect(clientKey(forwarded, hops(2))).toBe('203.0.113.9')
    expect(clientKey(forwarded, hops(3))).toBe('192.0.2.66')
    expect(clientKey(forwarded, hops(4))).toBe(UNKNOWN_CLIENT)
    // A request that reached Next without passing the CDN: only Next's own entry.
    expect(clientKey(headers({ 'x-forwarded-for': '203.0.113.9' }), hops(2))).toBe(UNKNOWN_CLIENT)
  })

  it('on Vercel, is x-vercel-forwarded-for, else x-real-ip (Vercel overwrites both)', () => {
    const vercel = { kind: 'vercel' } as const
    expect(
      clientKey(
        headers({
          'x-vercel-forwarded-for': '203.0.113.9',
          'x-real-ip': '198.51.100.1',
          'x-forwarded-for': '192.0.2.1',
        }),
        vercel,
      ),
    ).toBe('203.0.113.9')
    expect(clientKey(headers({ 'x-real-ip': '198.51.100.1', 'x-forwarded-for': '192.0.2.1' }), vercel)).toBe(
      '198.51.100.1',
    )
    expect(clientKey(headers({ 'x-forwarded-for': '192.0.2.1' }), vercel)).toBe(UNKNOWN_CLIENT)
  })

  it('with header:<name>, is that header only', () => {
    const cloudflare = { kind: 'header', header: 'cf-connecting-ip' } as const
    expect(
      clientKey(
        headers({ 'CF-Connecting-IP': '203.0.113.9', 'x-real-ip': '198.51.100.1', 'x-forwarded-for': '192.0.2.1' }),
        cloudflare,
      ),
    ).toBe('203.0.113.9')
    expect(clientKey(headers({ 'x-real-ip': '198.51.100.1', 'x-forwarded-for': '192.0.2.1' }), cloudflare)).toBe(
      UNKNOWN_CLIENT,
    )
  })

  it.each([
    'unknown',
    'localhost',
    'client-42',
    '203.0.113.9:51234',
    '[2001:db8::1]',
    '203.0.113.009',
    'fe80::1%eth0',
    '203.0.113.9 203.0.113.10',
    `203.0.113.9${' '.repeat(8000)}x`,
    'x'.repeat(16_000),
  ])('puts %j, not an IP address, in the one shared bucket', (value) => {
    expect(clientKey(headers({ [CONNECTION_ADDRESS_HEADER]: value }), none)).toBe(UNKNOWN_CLIENT)
    expect(clientKey(headers({ 'x-real-ip': value }), { kind: 'header', header: 'x-real-ip' })).toBe(UNKNOWN_CLIENT)
  })

  it('writes IPv4-mapped IPv6 as IPv4, and keys IPv6 by its /64 network, lowercase', () => {
    expect(clientKey(headers({ [CONNECTION_ADDRESS_HEADER]: '::ffff:203.0.113.9' }), none)).toBe('203.0.113.9')
    expect(clientKey(headers({ [CONNECTION_ADDRESS_HEADER]: '::FFFF:cb00:7109' }), none)).toBe('203.0.113.9')
    expect(clientKey(headers({ [CONNECTION_ADDRESS_HEADER]: '::1' }), none)).toBe('0:0:0:0::/64')
    const sameHost = ['2001:DB8:AB:CD::1', '2001:db8:ab:cd:1234:5678:9abc:def0', '2001:0db8:00ab:00cd::ffff:1.2.3.4']
    expect(sameHost.map((address) => clientKey(headers({ [CONNECTION_ADDRESS_HEADER]: address }), none))).toEqual([
      '2001:db8:ab:cd::/64',
      '2001:db8:ab:cd::/64',
      '2001:db8:ab:cd::/64',
    ])
    expect(clientKey(headers({ [CONNECTION_ADDRESS_HEADER]: '2001:db8:ab:ce::1' }), none)).toBe('2001:db8:ab:ce::/64')
  })
})

describe('TRUSTED_PROXY', () => {
  it.each([
    ['none', { kind: 'none' }],
    [' Vercel ', { kind: 'vercel' }],
    ['hops:1', { kind: 'hops', hops: 1 }],
    ['hops:10', { kind: 'hops', hops: 10 }],
    ['header:X-Real-IP', { kind: 'header', header: 'x-real-ip' }],
    ['header:cf-connecting-ip', { kind: 'header', header: 'cf-connecting-ip' }],
  ])('reads %j', (value, setting) => {
    expect(parseTrustedProxy(value)).toEqual(setting)
  })

  it.each([
    '',
    'nginx',
    'true',
    'hops',
    'hops:0',
    'hops:11',
    'hops:-1',
    'hops: 2',
    'hops:2x',
    'header:',
    'header:x real ip',
    'header:x-real-ip,x-forwarded-for',
    'x-real-ip',
  ])('refuses %j', (value) => {
    expect(parseTrustedProxy(value)).toBeNull()
  })

  it('unset, is vercel on Vercel (VERCEL=1) and none elsewhere; a setting always wins', () => {
    expect(trustedProxyOf(undefined, undefined)).toEqual({ kind: 'none' })
    expect(trustedProxyOf(undefined, '1')).toEqual({ kind: 'vercel' })
    expect(trustedProxyOf({ kind: 'hops', hops: 2 }, '1')).toEqual({ kind: 'hops', hops: 2 })
  })
})
