import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '@/lib/security/rateLimit'

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
