import { expect, test } from '@playwright/test'
import { seedDocument } from '../../support/seedContent'
import { registerUser, newUserId, signInAs } from '../accountUsers'
import { axeViolations, holdClerkJs, waitForHydration, watchClerkJs } from '../helpers'

/**
 * /account's security sections on the Clerk-configured server. Two-step verification is changed through Clerk's
 * Frontend API, which only clerk-js speaks: clerk-js loads on /account (and /auth), and nowhere else. Offline it
 * never arrives, so these specs check the page around it: the script is allowed to load, the section waits for it
 * in words from the content, and says so plainly when it cannot be reached. The section's behaviour is tested
 * against stand-ins in tests/unit/tests/unit/account/account-two-step*.test.tsx.
 */

const security = seedDocument<{ twoStep: { heading: string }; loadingLabel: string; unavailableText: string }>(
  'accountSecurity',
)
const domReady = { waitUntil: 'domcontentloaded' } as const

test('the two-step section waits for clerk-js, which the page may load from the key’s Frontend API; axe finds nothing', async ({
  page,
  context,
  request,
}) => {
  const userId = newUserId('security')
  await registerUser(request, userId, 'secure@company.com')
  await signInAs(context, userId)
  const clerkJs = await watchClerkJs(page)
  await page.goto('/account', domReady)
  const section = page.getByRole('region', { name: security.twoStep.heading })
  await expect(section).toHaveAttribute('data-two-step', 'loading')
  await expect(section).toContainText(security.loadingLabel)
  await expect.poll(clerkJs.requested).toBe(true)
  expect(clerkJs.violations).toEqual([])
  expect(await axeViolations(page)).toEqual([])
})

test('when Clerk cannot be reached, the section says so instead of loading forever', async ({
  page,
  context,
  request,
}) => {
  const userId = newUserId('security_offline')
  await registerUser(request, userId, 'offline@company.com')
  await signInAs(context, userId)
  await page.clock.install()
  await holdClerkJs(page)
  await page.goto('/account', domReady)
  const section = page.getByRole('region', { name: security.twoStep.heading })
  await expect(section).toHaveAttribute('data-two-step', 'loading')
  await waitForHydration(section)
  await page.clock.fastForward(7_000)
  await expect(section).toHaveAttribute('data-two-step', 'loading')
  await page.clock.fastForward(1_500)
  await expect(section).toHaveAttribute('data-two-step', 'unavailable')
  await expect(section).toContainText(security.unavailableText)
  expect(await axeViolations(page)).toEqual([])
})
