import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from '@/lib/auth/redirect'

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
})
