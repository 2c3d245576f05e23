import { randomUUID } from 'node:crypto'
import { clerkSetup, setupClerkTestingToken } from '@clerk/testing/playwright'
import { expect, test, type Page } from '@playwright/test'

/**
 * Optional: the real sign-up and sign-in against a Clerk development instance (project `live`, its own
 * server on port 3102 started with these keys; see docs/sign-in.md). Needs the network and the instance's
 * keys; uses Clerk's test mode (`+clerk_test` addresses accept the code 424242) and a testing token that
 * lets the browser past bot protection. The user it creates is deleted afterwards.
 */
/** The project exists only when both keys are set (tests/support/testServers.ts): a run without them has no such tests. */
function requiredKey(name: string): string {
  const value = process.env[name]
  if (!value)
    throw new Error(`${name} is not set: the live project runs only with a Clerk development instance's keys.`)
  return value
}
const publishableKey = requiredKey('E2E_CLERK_PUBLISHABLE_KEY')
const secretKey = requiredKey('E2E_CLERK_SECRET_KEY')

test.describe.configure({ mode: 'serial' })

const email = `persistly-e2e+clerk_test+${Date.now()}@example.com`
const password = `Pe2e-${randomUUID()}`
const TEST_MODE_CODE = '424242'

/** Clerk's Backend API, for cleaning up (plain fetch: no extra dependency). */
async function backendApi(path: string, init: RequestInit = {}) {
  const response = await fetch(`https://api.clerk.com/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
  })
  if (!response.ok) throw new Error(`Clerk Backend API ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

test.beforeAll(async () => {
  await clerkSetup({ publishableKey, secretKey })
})

test.afterAll(async () => {
  const users: { id: string }[] = await backendApi(`/users?email_address=${encodeURIComponent(email)}`)
  for (const user of users) await backendApi(`/users/${user.id}`, { method: 'DELETE' })
})

/** The form once clerk-js has loaded from Clerk (its button stops reading "Loading..."). */
async function openForm(page: Page, path = '/auth') {
  await setupClerkTestingToken({ page })
  await page.goto(path)
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 20_000 })
}

test('signs up, confirms the emailed code and returns to the plan they chose', async ({ page }) => {
  await openForm(page, '/auth?redirect_url=%2Fpricing')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Check Your Email' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(email)).toBeVisible()
  await page.getByLabel('Verification code').fill(TEST_MODE_CODE)
  await page.getByRole('button', { name: 'Verify Email' }).click()
  await expect(page).toHaveURL('/pricing', { timeout: 15_000 })
  // Signed in now: the sign-in page sends the visitor on (the proxy verified the real session).
  await page.goto('/auth')
  await expect(page).toHaveURL('/')
})

test("shows Clerk's message for a wrong password, then signs in with the right one", async ({ page }) => {
  await openForm(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(`${password}-wrong`)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).not.toBeEmpty({ timeout: 15_000 })
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // A browser Clerk has not seen before may be asked for an emailed code (Client Trust).
  const code = page.getByLabel('Verification code')
  await expect
    .poll(async () => (await code.isVisible()) || new URL(page.url()).pathname === '/', { timeout: 15_000 })
    .toBe(true)
  if (await code.isVisible()) {
    await code.fill(TEST_MODE_CODE)
    await page.getByRole('button', { name: 'Verify Email' }).click()
  }
  await expect(page).toHaveURL('/', { timeout: 15_000 })
})
