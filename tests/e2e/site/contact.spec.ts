import { expect, test } from '@playwright/test'
import { actAsNewClient, contactForm, marker, MESSAGES, storedMessages, SUCCESS } from '../contactHelpers'
import { waitForHydration } from '../helpers'

test.beforeEach(async ({ context }) => {
  await actAsNewClient(context)
})

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact')
    await waitForHydration(contactForm(page).send)
  })

  test('each problem gets its own message, focus goes to the first, and nothing typed is lost', async ({ page }) => {
    const { name, email, message, send } = contactForm(page)
    await send.click()
    await expect(name).toHaveAccessibleDescription(MESSAGES.name)
    await expect(email).toHaveAccessibleDescription(MESSAGES.email)
    await expect(message).toHaveAccessibleDescription(MESSAGES.message)
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toBeFocused()

    const long = `A long story. ${'x'.repeat(5000)}`
    await name.fill('Jane Cooper')
    await email.fill('jane@company')
    await message.fill(long)
    await send.click()
    await expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid)
    await expect(message).toHaveAccessibleDescription(MESSAGES.tooLong)
    await expect(name).not.toHaveAttribute('aria-invalid')
    await expect(email).toBeFocused()
    await expect(name).toHaveValue('Jane Cooper')
    await expect(email).toHaveValue('jane@company')
    await expect(message).toHaveValue(long)
    expect(page.url()).toMatch(/\/contact$/)
  })

  test('a message arrives: the button says it is sending, a toast confirms, the form is cleared', async ({ page }) => {
    const { name, email, message, send } = contactForm(page)
    const ref = marker()
    // Hold the action's request until the sending state has been seen.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') await released
      await route.continue()
    })
    await name.fill('Jane Cooper')
    await email.fill('jane@company.com')
    await message.fill(`We would like a demo. ${ref}`)
    await send.click()
    const sending = page.getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeDisabled()
    release()
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible()
    await expect(name).toHaveValue('')
    await expect(email).toHaveValue('')
    await expect(message).toHaveValue('')
    await expect(send).toBeEnabled()
    // Focus stayed on the button throughout: the keyboard goes on from where it was.
    await expect(send).toBeFocused()
    expect(await storedMessages(ref)).toEqual([
      expect.objectContaining({
        name: 'Jane Cooper',
        email: 'jane@company.com',
        message: `We would like a demo. ${ref}`,
      }),
    ])
  })

  test('toasts come one at a time and leave after five seconds', async ({ page }) => {
    // The test moves the page's clock ahead: the toast's five seconds pass without waiting them.
    await page.clock.install()
    await page.goto('/contact')
    const { name, email, message, send } = contactForm(page)
    await waitForHydration(send)
    for (const round of [1, 2]) {
      await name.fill('Jane Cooper')
      await email.fill('jane@company.com')
      await message.fill(`Message ${round} ${marker()}`)
      await send.click()
      await expect(message).toHaveValue('')
    }
    const toast = page.getByText(SUCCESS)
    await expect(toast).toHaveCount(1)
    await page.clock.runFor(3_000)
    await expect(toast).toBeVisible()
    // Five seconds after it appeared it is dismissed, and a second later it has left the page.
    await page.clock.runFor(4_000)
    await expect(toast).toHaveCount(0)
  })

  test('when the visitor has sent too many messages, it says so and keeps the text', async ({ page }) => {
    const { name, email, message, send } = contactForm(page)
    for (let round = 1; round <= 5; round++) {
      await name.fill('Jane Cooper')
      await email.fill('jane@company.com')
      await message.fill(`Message ${round}`)
      await send.click()
      await expect(message).toHaveValue('')
    }
    const ref = marker()
    await name.fill('Jane Cooper')
    await email.fill('jane@company.com')
    await message.fill(`One more ${ref}`)
    await send.click()
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.tooManyMessages })).toBeVisible()
    await expect(message).toHaveValue(`One more ${ref}`)
    await expect(name).toHaveValue('Jane Cooper')
    expect(await storedMessages(ref)).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts to the server: problems come back per field with the text kept, then the message arrives', async ({
    page,
  }) => {
    await page.goto('/contact')
    const { name, email, message, send } = contactForm(page)
    const ref = marker()
    await email.fill('jane@')
    await message.fill(`Hello from a browser without JavaScript ${ref}`)
    await send.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
    await expect(name).toHaveAccessibleDescription(MESSAGES.name)
    await expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid)
    await expect(email).toHaveValue('jane@')
    await expect(message).toHaveValue(`Hello from a browser without JavaScript ${ref}`)
    expect(await storedMessages(ref)).toEqual([])

    await name.fill('Jane Cooper')
    await email.fill('jane@company.com')
    await send.click()
    await expect(page.getByRole('status')).toHaveText(SUCCESS)
    await expect(name).toHaveValue('')
    await expect(message).toHaveValue('')
    expect(await storedMessages(ref)).toEqual([
      expect.objectContaining({ name: 'Jane Cooper', email: 'jane@company.com' }),
    ])
  })

  test('a bot that fills the hidden field is told it worked, and its message is stored nowhere', async ({ page }) => {
    await page.goto('/contact')
    const { form, name, email, message, send } = contactForm(page)
    const ref = marker()
    const honeypot = form.locator('input[name="website"]')
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await expect(honeypot).toHaveAttribute('autocomplete', 'off')
    await expect(form.locator('[aria-hidden="true"] input[name="website"]')).toHaveCount(1)
    await expect(honeypot).not.toBeInViewport()
    await name.fill('Spam Bot')
    await email.fill('bot@spam.example')
    await message.fill(`Cheap followers ${ref}`)
    await honeypot.fill('https://spam.example', { force: true })
    await send.click()
    await expect(page.getByRole('status')).toHaveText(SUCCESS)
    expect(await storedMessages(ref)).toEqual([])
  })
})
