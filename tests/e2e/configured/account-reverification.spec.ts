import { expect, test, type APIRequestContext } from '@playwright/test'
import { CONFIGURED } from '../../support/clerkSessions'
import { seedDocument } from '../../support/seedContent'
import { clerkStandIn, newUserId, registerUser, signInAs } from '../accountUsers'
import { waitForHydration } from '../helpers'

/**
 * The account's sensitive actions on the running server: without a recent verification in the session token (Clerk's
 * `fva` claim) each answers Clerk's reverification error and changes nothing; with one, it goes ahead; for an account
 * with two-step verification the password alone is not enough. Which ages and levels pass is the unit tests'
 * (tests/unit/account/account-reverification.test.ts). The "Confirm it's you" form itself runs on clerk-js, which never
 * loads offline: here the page can only say the action failed.
 */
const words = seedDocument<{
  deletion: {
    heading: string
    passwordLabel: string
    confirmWord: string
    confirmLabel: string
    submitLabel: string
    failedText: string
  }
}>('accountSecurity')
const PASSWORD = 'correct horse battery'

async function accountUser(request: APIRequestContext, name: string, twoStep = false) {
  const userId = newUserId(name)
  await registerUser(request, userId, `${name}.${Date.now()}@company.com`, {
    password: PASSWORD,
    two_step: twoStep,
    sessions: [{ id: `sess_${userId}` }, { id: `sess_${userId}_phone` }],
  })
  return userId
}
const stateOf = async (request: APIRequestContext, userId: string) =>
  (await (await request.get(`${clerkStandIn()}/__stand-in/users/${userId}`)).json()) as {
    password: string
    sessions: { id: string; status: string }[]
  }

const actions = {
  password: {
    path: '/api/account/password',
    data: { currentPassword: PASSWORD, newPassword: 'a much longer passphrase' },
  },
  export: { path: '/api/account/export', data: undefined },
  sessions: { path: '/api/account/sessions', form: { others: 'all' } },
  deletion: { path: '/api/account/delete', data: { password: PASSWORD, confirmation: words.deletion.confirmWord } },
}

for (const [name, action] of Object.entries(actions)) {
  test(`${name}: refused with Clerk’s reverification answer 11 minutes after the password, nothing changed`, async ({
    context,
    page,
    request,
  }) => {
    const userId = await accountUser(request, `reverify-${name}`)
    await signInAs(context, userId, { fva: [11, -1] })
    const response = await page.request.post(action.path, {
      headers: { origin: CONFIGURED.origin, accept: 'application/json' },
      ...('form' in action ? { form: action.form } : { data: action.data }),
    })
    expect(response.status()).toBe(403)
    expect(await response.json()).toEqual({
      clerk_error: {
        type: 'forbidden',
        reason: 'reverification-error',
        metadata: { reverification: { level: 'multi_factor', afterMinutes: 10 } },
      },
    })
    const state = await stateOf(request, userId)
    expect(state.password).toBe(PASSWORD)
    expect(state.sessions.every((session) => session.status === 'active')).toBe(true)
  })
}

test('two-step verification on: the password alone is refused, both factors go ahead', async ({
  context,
  page,
  request,
}) => {
  const userId = await accountUser(request, 'reverify-two-step', true)
  const changePassword = () =>
    page.request.post(actions.password.path, { headers: { origin: CONFIGURED.origin }, data: actions.password.data })
  await signInAs(context, userId, { fva: [0, -1] })
  expect((await changePassword()).status()).toBe(403)
  await signInAs(context, userId, { fva: [0, 0] })
  expect((await changePassword()).status()).toBe(200)
})

test('the deletion form without a recent verification deletes nothing and, without clerk-js, says it failed', async ({
  context,
  page,
  request,
}) => {
  const userId = await accountUser(request, 'reverify-form')
  await signInAs(context, userId, { fva: [30, -1] })
  await page.goto('/account')
  const section = page.getByRole('region', { name: words.deletion.heading })
  const submit = section.getByRole('button', { name: words.deletion.submitLabel })
  await waitForHydration(submit)
  await section
    .getByLabel(words.deletion.confirmLabel.replace('{word}', words.deletion.confirmWord))
    .fill(words.deletion.confirmWord)
  await section.getByLabel(words.deletion.passwordLabel).fill(PASSWORD)
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === actions.deletion.path)
  await submit.click()
  expect((await answered).status()).toBe(403)
  await expect(section.getByRole('alert')).toHaveText(words.deletion.failedText)
  expect((await request.get(`${clerkStandIn()}/__stand-in/users/${userId}`)).status()).toBe(200)
})
