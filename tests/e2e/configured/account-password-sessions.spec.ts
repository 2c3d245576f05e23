import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { CONFIGURED } from '../../support/clerkSessions'
import { seedDocument } from '../../support/seedContent'
import { clerkStandIn, newUserId, registerUser, signInAs } from '../accountUsers'
import { axeViolations, waitForHydration } from '../helpers'

/**
 * Changing the password and the list of signed-in devices on /account, on the Clerk-configured server: Clerk's
 * Backend API is the loopback stand-in, which checks passwords, refuses weak ones in Clerk's words and keeps each
 * user's sessions. Nothing here needs clerk-js: the password form calls the site's route, sign-out is a plain form.
 */
const words = seedDocument<{
  password: {
    heading: string
    currentLabel: string
    newLabel: string
    signOutOthersLabel: string
    submitLabel: string
    changedMessage: string
    signOutFailedText: string
  }
  sessions: { heading: string; thisDeviceLabel: string; signOutLabel: string; signOutOthersLabel: string }
}>('accountSecurity')

const HOUR = 3_600_000

/** A user with a password and three signed-in browsers: this one (`sess_<id>`, as signInAs names it) and two others. */
async function userWithDevices(request: APIRequestContext, name: string) {
  const userId = newUserId(name)
  await registerUser(request, userId, `${name}@company.com`, {
    password: 'correct horse battery',
    sessions: [
      {
        id: `sess_${userId}`,
        last_active_at: Date.now(),
        latest_activity: {
          browser_name: 'Chrome',
          browser_version: '131',
          device_type: 'Macintosh',
          city: 'Berlin',
          country: 'DE',
        },
      },
      {
        id: `sess_${userId}_phone`,
        last_active_at: Date.now() - HOUR,
        latest_activity: {
          browser_name: 'Safari',
          browser_version: '18.1',
          device_type: 'iPhone',
          city: 'Lisbon',
          country: 'PT',
          is_mobile: true,
        },
      },
      { id: `sess_${userId}_old`, last_active_at: Date.UTC(2026, 9, 3) },
    ],
  })
  return userId
}
const stateOf = async (request: APIRequestContext, userId: string) =>
  (await (await request.get(`${clerkStandIn()}/__stand-in/users/${userId}`)).json()) as {
    password: string
    sessions: { id: string; status: string }[]
  }

/** /account's password form, for a new user with devices signed in on this browser, once it can be used. */
async function passwordFormOf(page: Page, context: BrowserContext, request: APIRequestContext, name: string) {
  const userId = await userWithDevices(request, name)
  await signInAs(context, userId)
  await page.goto('/account')
  const form = page.getByRole('form', { name: words.password.heading })
  const submit = form.getByRole('button', { name: words.password.submitLabel })
  await waitForHydration(submit)
  return { userId, form, submit }
}

test('changing the password: a weak one is refused in Clerk’s words, a good one is set; axe finds nothing', async ({
  page,
  context,
  request,
}) => {
  const { userId, form, submit } = await passwordFormOf(page, context, request, 'password')
  await form.getByLabel(words.password.currentLabel).fill('correct horse battery')
  await form.getByLabel(words.password.newLabel).fill('password123')
  await submit.click()
  await expect(form.getByRole('alert')).toHaveText(
    'Password has been found in an online data breach. For account safety, please use a different password.',
  )
  expect((await stateOf(request, userId)).password).toBe('correct horse battery')
  expect(await axeViolations(page)).toEqual([])

  await form.getByLabel(words.password.newLabel).fill('a far longer passphrase')
  await submit.click()
  await expect(form.getByRole('status')).toHaveText(words.password.changedMessage)
  await expect(form.getByRole('alert')).toBeHidden()
  await expect(form.getByLabel(words.password.currentLabel)).toHaveValue('')
  const state = await stateOf(request, userId)
  expect(state.password).toBe('a far longer passphrase')
  expect(state.sessions.every((session) => session.status === 'active')).toBe(true)
})

test('changing the password can sign out every other device; a wrong current password changes nothing', async ({
  page,
  context,
  request,
}) => {
  const { userId, form, submit } = await passwordFormOf(page, context, request, 'password_others')
  await form.getByLabel(words.password.currentLabel).fill('not my password')
  await form.getByLabel(words.password.newLabel).fill('a far longer passphrase')
  await form.getByLabel(words.password.signOutOthersLabel).check()
  await submit.click()
  await expect(form.getByRole('alert')).toHaveText('Password is incorrect. Try again, or use another method.')
  expect((await stateOf(request, userId)).sessions.every((session) => session.status === 'active')).toBe(true)

  await form.getByLabel(words.password.currentLabel).fill('correct horse battery')
  await submit.click()
  await expect(form.getByRole('status')).toHaveText(words.password.changedMessage)
  expect((await stateOf(request, userId)).sessions.map((session) => session.status)).toEqual([
    'active',
    'revoked',
    'revoked',
  ])
})

test('a password changed while the other devices could not be signed out: it says both, and how to sign them out', async ({
  page,
  context,
  request,
}) => {
  const { userId, form, submit } = await passwordFormOf(page, context, request, 'password_outage')
  await form.getByLabel(words.password.currentLabel).fill('correct horse battery')
  await form.getByLabel(words.password.newLabel).fill('a far longer passphrase')
  await form.getByLabel(words.password.signOutOthersLabel).check()
  // Clerk fails this user's next session listing: the sign-out after the change.
  await request.post(`${clerkStandIn()}/__stand-in/outage`, {
    data: { path: `/v1/sessions?user_id=${userId}`, times: 1 },
  })
  await submit.click()
  await expect(form.getByRole('status')).toHaveText(words.password.changedMessage)
  await expect(form.getByRole('alert')).toHaveText(words.password.signOutFailedText)
  await expect(form.getByLabel(words.password.currentLabel)).toHaveValue('')
  const state = await stateOf(request, userId)
  expect(state.password).toBe('a far longer passphrase')
  expect(state.sessions.every((session) => session.status === 'active')).toBe(true)
})

test('the signed-in devices: browser, device, place, last active, this device; sign out one, then everywhere else', async ({
  page,
  context,
  request,
}) => {
  const userId = await userWithDevices(request, 'devices')
  await signInAs(context, userId)
  await page.goto('/account')
  const list = page.getByRole('region', { name: words.sessions.heading })
  const items = list.getByRole('listitem')
  await expect(items).toHaveCount(3)
  await expect(items.nth(0)).toContainText('Chrome 131')
  await expect(items.nth(0)).toContainText(words.sessions.thisDeviceLabel)
  await expect(items.nth(0)).toContainText('Macintosh · Berlin, DE')
  await expect(items.nth(0).getByRole('button')).toHaveCount(0)
  await expect(items.nth(1)).toContainText('Safari 18.1')
  await expect(items.nth(1)).toContainText('iPhone · Lisbon, PT')
  await expect(items.nth(2)).toContainText('Last active October 3, 2026')
  expect(await axeViolations(page)).toEqual([])

  await items.nth(1).getByRole('button', { name: words.sessions.signOutLabel }).click()
  await expect(page).toHaveURL('/account')
  await expect(items).toHaveCount(2)
  await expect(list).not.toContainText('Safari')
  expect((await stateOf(request, userId)).sessions.map((session) => session.status)).toEqual([
    'active',
    'revoked',
    'active',
  ])

  await list.getByRole('button', { name: words.sessions.signOutOthersLabel }).click()
  await expect(items).toHaveCount(1)
  await expect(list.getByRole('button', { name: words.sessions.signOutOthersLabel })).toHaveCount(0)
  expect((await stateOf(request, userId)).sessions.map((session) => session.status)).toEqual([
    'active',
    'revoked',
    'revoked',
  ])
})

test('POST /api/account/sessions: signed out 401, another site 403, somebody else’s session 404; nothing ends', async ({
  request,
  context,
  page,
}) => {
  const userId = await userWithDevices(request, 'sessions_refused')
  const other = await userWithDevices(request, 'sessions_victim')
  expect((await request.post('/api/account/sessions', { form: { others: 'all' } })).status()).toBe(401)
  await signInAs(context, userId)
  await page.goto('/account')
  const post = (data: Record<string, string>, headers: Record<string, string> = {}) =>
    page.request.post('/api/account/sessions', {
      form: data,
      headers: { origin: CONFIGURED.origin, ...headers },
      maxRedirects: 0,
    })
  expect((await post({ others: 'all' }, { origin: 'https://evil.example' })).status()).toBe(403)
  expect((await post({ session: `sess_${other}_phone` })).status()).toBe(404)
  expect((await post({ session: 'not a session' })).status()).toBe(400)
  expect((await stateOf(request, userId)).sessions.every((session) => session.status === 'active')).toBe(true)
  expect((await stateOf(request, other)).sessions.every((session) => session.status === 'active')).toBe(true)
})
