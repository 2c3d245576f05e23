import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seedDocument } from '../../support/seedContent'

/**
 * POST /api/account/delete's intake: who may ask, and when the content's words (the confirmation word, the farewell
 * page) are read. The deletion itself, against Clerk's and Stripe's stand-ins, is in account-deletion.test.ts.
 */
const origin = 'https://persistly.test'
process.env.NEXT_PUBLIC_SITE_URL = origin
const { deletion } = seedDocument<{ deletion: { confirmWord: string; farewellPath: string } }>('accountSecurity')

/** Who is signed in: verifying the session is requireUser's (auth-require-user.test.ts). */
const signedIn = vi.hoisted(() => ({ userId: null as string | null }))
vi.mock('@/lib/auth/requireUser', () => ({
  requireUser: async () =>
    signedIn.userId
      ? { userId: signedIn.userId }
      : { response: Response.json({ error: 'Sign in required.' }, { status: 401 }) },
}))
// A recent verification: refusing without one is account-reverification.test.ts's.
vi.mock('@/lib/auth/reverification', () => ({ refuseWithoutRecentVerification: async () => null }))
const contentRead = vi.hoisted(() => vi.fn())
vi.mock('@/lib/sanity/content/accountSecurity', () => ({ getAccountSecurity: contentRead }))
const deleteAccount = vi.hoisted(() => vi.fn())
vi.mock('@/lib/account/deletion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/account/deletion')>()),
  deleteAccount,
}))
const { POST } = await import('@/app/api/account/delete/route')

const deletionRequest = (from: string, confirmation: string) =>
  new Request(`${origin}/api/account/delete`, {
    method: 'POST',
    headers: { origin: from, 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'correct horse battery', confirmation }),
  })

beforeEach(() => {
  contentRead.mockResolvedValue(seedDocument('accountSecurity'))
})

afterEach(() => {
  signedIn.userId = null
  contentRead.mockReset()
  deleteAccount.mockReset()
})

describe('POST /api/account/delete', () => {
  it.each([
    { who: 'a signed-out request', userId: null, from: origin, status: 401 },
    { who: 'a signed-in request from another site', userId: 'user_delete', from: 'https://evil.example', status: 403 },
  ])('answers $who $status without reading the content', async ({ userId, from, status }) => {
    signedIn.userId = userId
    const response = await POST(deletionRequest(from, deletion.confirmWord))
    expect(response.status).toBe(status)
    expect(contentRead).not.toHaveBeenCalled()
    expect(deleteAccount).not.toHaveBeenCalled()
  })

  it('signed in: checks the confirmation against the content’s word, then deletes and names the farewell page', async () => {
    signedIn.userId = 'user_delete'
    const wrongWord = await POST(deletionRequest(origin, `${deletion.confirmWord}?`))
    expect(wrongWord.status).toBe(400)
    expect((await wrongWord.json()).error).toContain(`"confirmation": "${deletion.confirmWord}"`)
    expect(deleteAccount).not.toHaveBeenCalled()

    deleteAccount.mockResolvedValue({ status: 'deleted', subscriptionsEnded: 1, messagesAnonymised: 0 })
    const done = await POST(deletionRequest(origin, deletion.confirmWord))
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({
      status: 'deleted',
      subscriptionsEnded: 1,
      messagesAnonymised: 0,
      farewell: deletion.farewellPath,
    })
    expect(deleteAccount).toHaveBeenCalledWith('user_delete', 'correct horse battery')
  })
})
