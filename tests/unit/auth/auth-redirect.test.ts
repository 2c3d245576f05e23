import { describe, expect, it } from 'vitest'
import { safeRedirectPath, siteRedirectUrl } from '@/lib/auth/redirect'
import { hostileRedirects, staysOn } from '../../support/hostileRedirects'

describe('where a signed-in visitor is sent (redirect_url)', () => {
  it.each([
    ['/pricing', '/pricing'],
    ['/pricing?plan=pro#pricing', '/pricing?plan=pro#pricing'],
    ['/documentation/getting-started', '/documentation/getting-started'],
    ['/a/../pricing', '/pricing'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each([
    [undefined],
    [null],
    [''],
    [['/pricing', '/about']],
    ['pricing'],
    ['https://evil.example/phish'],
    ['http://localhost:3000/pricing'],
    ['//evil.example/phish'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' //evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['/auth'],
    ['/auth?redirect_url=/auth'],
    ['/auth/'],
    [`/${'a'.repeat(3000)}`],
  ])('sends %j home instead (never off the site, never back to /auth)', (value) => {
    expect(safeRedirectPath(value)).toBe('/')
  })

  it.each(['/.//evil.example', '/a/..//evil.example', '/%2e%2e//evil.example', '/%2e//evil.example'])(
    'sends %j home: dot segments that normalise to "//host" are caught on the output',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/')
    },
  )

  it('never leaves the site for 5,000 generated hostile values, as a path or as an absolute URL on the site origin', () => {
    const site = 'https://persistly.ai'
    const escapes = hostileRedirects(5000).filter((value) => {
      const path = safeRedirectPath(value)
      return (
        !path.startsWith('/') ||
        path.startsWith('//') ||
        /[\\\u0000-\u001f]/.test(path) ||
        !staysOn(site, path) ||
        siteRedirectUrl(value, site).origin !== site
      )
    })
    expect(escapes).toEqual([])
  })
})
