import { describe, expect, it, vi } from 'vitest'
import { hasClientSession } from '@/lib/auth/clientSession'

vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.persistly.ai')
const { clearedSessionCookies } = await import('@/lib/auth/signOut')

describe('the header’s reading of Clerk’s __client_uat cookie', () => {
  it('is signed in for a non-zero time, under the plain or the suffixed name', () => {
    expect(hasClientSession('__client_uat=1732350000')).toBe(true)
    expect(hasClientSession('theme=dark; __client_uat_Xk9-ab=1732350000; other=1')).toBe(true)
  })

  it('is signed out for "0", no cookie, a malformed value or a name that only looks alike', () => {
    expect(hasClientSession('')).toBe(false)
    expect(hasClientSession('__client_uat=0')).toBe(false)
    expect(hasClientSession('__client_uat=0; __client_uat_Xk9=0')).toBe(false)
    expect(hasClientSession('__client_uat=')).toBe(false)
    expect(hasClientSession('__client_uat=yes')).toBe(false)
    expect(hasClientSession('x__client_uat=1732350000; __client_uatx=1732350000')).toBe(false)
  })
})

describe('the cookies signing out removes', () => {
  const request = (cookie: string) => new Request('https://www.persistly.ai/api/sign-out', { headers: { cookie } })

  it('expires Clerk’s session cookies, suffixed ones too, on the host and its parent domain, and nothing else', () => {
    const cleared = clearedSessionCookies(request('__session_Xk9=a; __client_uat_Xk9=1; theme=dark; __clerk_db_jwt=x'))
    const names = new Set(cleared.map((cookie) => cookie.split('=')[0]))
    expect(names).toEqual(new Set(['__session', '__client_uat', '__session_Xk9', '__client_uat_Xk9']))
    for (const cookie of cleared) expect(cookie).toMatch(/=; Path=\/; Max-Age=0; .*; SameSite=Lax; Secure/)
    const domains = cleared
      .filter((cookie) => cookie.startsWith('__client_uat='))
      .map((cookie) => /Domain=([^;]+)/.exec(cookie)?.[1] ?? null)
    // Host-only, the host, and persistly.ai, where clerk-js writes __client_uat; never the public suffix "ai".
    expect(domains).toEqual([null, 'www.persistly.ai', 'persistly.ai'])
  })
})
