// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { reverificationErrorResponse } from '@clerk/shared/authorization-errors'
import { ClerkInstanceContext } from '@clerk/shared/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AccountSecurityWords } from '@/components/account/twoStep/words'
import { accountSecurityQuery } from '@/lib/sanity/content/accountSecurity'
import { queryEmbedded } from '@/lib/sanity/embedded'
import type { AccountSecurityQueryResult } from '@/sanity/types'

/**
 * /account's password form and export button when the site's server asks for a recent verification: the route's
 * answer is Clerk's own `reverificationErrorResponse`, Clerk's own `useReverification` recognises it, the site's
 * "Confirm it's you" form asks (the password, then the code for an account with two-step verification), and the
 * request is sent again. `useSession` is a stand-in shaped like Clerk 7's SessionResource; fetch is the server's side.
 */
const PASSWORD = 'correct horse battery'
const CODE = '123456'
const server = {
  twoStep: false,
  verified: false,
  requests: [] as string[],
}
function standInSession() {
  return {
    startVerification: vi.fn(async () => ({ status: server.twoStep ? 'needs_second_factor' : 'needs_first_factor' })),
    attemptFirstFactorVerification: vi.fn(async ({ password }: { password: string }) => {
      if (password !== PASSWORD) throw new Error('Password is incorrect.')
      if (server.twoStep) return { status: 'needs_second_factor' }
      server.verified = true
      return { status: 'complete' }
    }),
    attemptSecondFactorVerification: vi.fn(async ({ code }: { code: string }) => {
      if (code !== CODE) throw new Error('Incorrect code.')
      server.verified = true
      return { status: 'complete' }
    }),
  }
}
let session: ReturnType<typeof standInSession> | null = standInSession()
vi.mock('@clerk/nextjs', async () => {
  const shared = await vi.importActual<typeof import('@clerk/shared/react')>('@clerk/shared/react')
  return {
    useSession: () => ({ isLoaded: true, session }),
    useReverification: shared.useReverification,
  }
})
vi.stubGlobal(
  'fetch',
  vi.fn(async (path: string) => {
    server.requests.push(path)
    if (!server.verified) return reverificationErrorResponse({ level: 'multi_factor', afterMinutes: 10 })
    if (path === '/api/account/export')
      return new Response('{}', { headers: { 'content-disposition': 'attachment; filename="data.json"' } })
    return Response.json({ status: 'changed', signedOut: 0 })
  }),
)
const { PasswordForm } = await import('@/components/account/security/PasswordForm')
const { ExportButton } = await import('@/components/account/security/ExportButton')

let words: AccountSecurityWords
beforeAll(async () => {
  const content = await queryEmbedded<AccountSecurityQueryResult>(accountSecurityQuery)
  if (!content) throw new Error('accountSecurity missing from the seed')
  words = content
  URL.createObjectURL = () => 'blob:data'
  URL.revokeObjectURL = () => undefined
})
afterEach(() => {
  cleanup()
  Object.assign(server, { twoStep: false, verified: false, requests: [] })
  session = standInSession()
})

/** Clerk's own useReverification reads its context for telemetry and the prebuilt UI (not used here). */
const wrapper = ({ children }: { children: ReactNode }) => (
  <ClerkInstanceContext.Provider value={{ value: {} as never }}>{children}</ClerkInstanceContext.Provider>
)
const common = () => ({
  reverifyWords: words.reverify,
  genericError: words.genericError,
  loadingLabel: words.loadingLabel,
})

async function changePassword() {
  const user = userEvent.setup()
  render(<PasswordForm words={words.password} {...common()} />, { wrapper })
  await user.type(screen.getByLabelText(words.password.currentLabel), PASSWORD)
  await user.type(screen.getByLabelText(words.password.newLabel), 'a much longer passphrase')
  await user.click(screen.getByRole('button', { name: words.password.submitLabel }))
  return user
}
const confirmForm = () => screen.findByRole('form', { name: words.reverify.heading })

describe('the password form asked to re-verify', () => {
  it('asks for the password in the site’s form, then sends the change again', async () => {
    const user = await changePassword()
    const form = await confirmForm()
    await user.type(within(form).getByLabelText(words.reverify.passwordLabel), PASSWORD)
    await user.click(within(form).getByRole('button', { name: words.reverify.submitLabel }))
    expect(await screen.findByText(words.password.changedMessage)).toBeTruthy()
    expect(server.requests).toEqual(['/api/account/password', '/api/account/password'])
    expect(screen.queryByRole('form', { name: words.reverify.heading })).toBeNull()
  })

  it('with two-step verification asks straight for the code, the strongest factor, as Clerk starts there', async () => {
    server.twoStep = true
    const user = await changePassword()
    await waitFor(() => expect(screen.getByLabelText(words.reverify.codeLabel)).toBeTruthy())
    expect(session?.startVerification).toHaveBeenCalledWith({ level: 'multi_factor' })
    const form = await confirmForm()
    await user.type(within(form).getByLabelText(words.reverify.codeLabel), CODE)
    await user.click(within(form).getByRole('button', { name: words.reverify.submitLabel }))
    expect(await screen.findByText(words.password.changedMessage)).toBeTruthy()
    expect(session?.attemptFirstFactorVerification).not.toHaveBeenCalled()
  })

  it('cancelled: nothing sent again, nothing said', async () => {
    const user = await changePassword()
    const form = await confirmForm()
    await user.click(within(form).getByRole('button', { name: words.reverify.cancelLabel }))
    await waitFor(() => expect(screen.queryByRole('form', { name: words.reverify.heading })).toBeNull())
    expect(server.requests).toEqual(['/api/account/password'])
    expect(screen.queryByText(words.password.changedMessage)).toBeNull()
    expect(screen.queryByText(words.genericError)).toBeNull()
  })

  it('without clerk-js in the browser it cannot ask, and says the change failed', async () => {
    session = null
    await changePassword()
    expect(await screen.findByText(words.genericError)).toBeTruthy()
    expect(server.requests).toEqual(['/api/account/password'])
  })
})

describe('the export asked to re-verify', () => {
  it('downloads the file once the person has confirmed it is them', async () => {
    const user = userEvent.setup()
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    render(
      <ExportButton
        label={words.privacy.exportLabel}
        tooManyText={words.privacy.exportTooMany}
        failedText={words.privacy.exportFailed}
        {...common()}
      />,
      { wrapper },
    )
    await user.click(screen.getByRole('button', { name: words.privacy.exportLabel }))
    const form = await confirmForm()
    await user.type(within(form).getByLabelText(words.reverify.passwordLabel), PASSWORD)
    await user.click(within(form).getByRole('button', { name: words.reverify.submitLabel }))
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce())
    expect(server.requests).toEqual(['/api/account/export', '/api/account/export'])
    clicked.mockRestore()
  })
})
