import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The helper route handlers use to get the signed-in user, with Clerk's `auth()` and the configuration stubbed. */
const auth = vi.fn()
const configured = { value: true }

vi.mock('@clerk/nextjs/server', () => ({ auth }))
vi.mock('@/lib/auth/config', () => ({
  clerkConfig: () =>
    configured.value
      ? { configured: true, publishableKey: 'pk_live_x', secretKey: 'sk_live_x' }
      : { configured: false, missing: ['NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'CLERK_SECRET_KEY'] },
}))

const { requireUser } = await import('@/lib/auth/requireUser')

beforeEach(() => {
  auth.mockReset()
  configured.value = true
})

describe('requireUser', () => {
  it("returns the signed-in user's id", async () => {
    auth.mockResolvedValue({ userId: 'user_2abc' })
    await expect(requireUser()).resolves.toEqual({ userId: 'user_2abc' })
  })

  it('answers 401 with a JSON error when nobody is signed in', async () => {
    auth.mockResolvedValue({ userId: null })
    const result = await requireUser()
    expect(result.userId).toBeUndefined()
    expect(result.response?.status).toBe(401)
    expect(result.response?.headers.get('content-type')).toContain('application/json')
    expect(result.response?.headers.get('cache-control')).toBe('no-store')
    await expect(result.response?.json()).resolves.toEqual({ error: expect.any(String) })
  })

  it('answers 401 without asking Clerk when sign-in is not configured', async () => {
    configured.value = false
    const result = await requireUser()
    expect(result.response?.status).toBe(401)
    expect(auth).not.toHaveBeenCalled()
  })
})
