// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSyncExternalStore } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TwoStepSection } from '@/components/account/twoStep/TwoStepSection'
import type { AccountSecurityWords } from '@/components/account/twoStep/words'
import { accountSecurityQuery } from '@/lib/sanity/content/accountSecurity'
import { queryEmbedded } from '@/lib/sanity/embedded'
import type { AccountSecurityQueryResult } from '@/sanity/types'
import { StandInTwoStepAccount } from '../../stand-ins/twoStepClient'
import { totpCode } from '../../stand-ins/totp'

/** The section with the site's real content, against an account whose authenticator codes are real TOTP. */
let words: AccountSecurityWords

beforeAll(async () => {
  const content = await queryEmbedded<AccountSecurityQueryResult>(accountSecurityQuery)
  if (!content) throw new Error('accountSecurity missing from the seed')
  words = content
})
afterEach(cleanup)

function Harness({ account }: { account: StandInTwoStepAccount }) {
  const client = useSyncExternalStore(account.subscribe, account.snapshot)
  return <TwoStepSection client={client} words={words} />
}

function setup(account = new StandInTwoStepAccount()) {
  render(<Harness account={account} />)
  return { account, user: userEvent.setup() }
}

const section = () => screen.getByRole('region', { name: 'Two-Step Verification' })
const sectionHeading = () => screen.getByRole('heading', { name: 'Two-Step Verification' })
const button = (name: string) => screen.getByRole('button', { name })

async function turnOn(user: ReturnType<typeof userEvent.setup>, account: StandInTwoStepAccount) {
  await user.click(button('Turn On'))
  const secret = section().querySelector('[data-totp-secret]')?.textContent ?? ''
  expect(secret).toBe(account.pendingSecret)
  await user.type(screen.getByLabelText('Code from the app'), totpCode(secret))
  await user.click(button('Confirm'))
}

describe('two-step verification on /account', () => {
  it('says it is off and offers to turn it on', () => {
    setup()
    expect(section().dataset.twoStep).toBe('off')
    expect(section().textContent).toContain(words.twoStep.offText)
    expect(button('Turn On')).toBeTruthy()
  })

  it('turns on with the QR code and the key, confirmed by the code the app shows, then shows the backup codes once', async () => {
    const { user, account } = setup()
    await user.click(button('Turn On'))
    const qr = screen.getByRole('img', { name: words.twoStep.qrLabel })
    expect(qr.getAttribute('data-qr-text')).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/)
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
    const secret = section().querySelector('[data-totp-secret]')?.textContent ?? ''
    expect(qr.getAttribute('data-qr-text')).toContain(`secret=${secret}`)
    const code = screen.getByLabelText('Code from the app') as HTMLInputElement
    expect(document.activeElement).toBe(code)
    expect(code.autocomplete).toBe('one-time-code')
    await user.type(code, totpCode(secret))
    await user.click(button('Confirm'))
    expect(account.secret).toBe(secret)
    // The Confirm button is gone: the keyboard is on the codes, not sent back to the top of the page.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your Backup Codes' }))
    expect(section().dataset.twoStep).toBe('on')
    expect(screen.getByRole('status').textContent).toBe('Two-step verification is on.')
    const codes = within(screen.getByRole('region', { name: 'Your Backup Codes' })).getAllByRole('listitem')
    expect(codes.map((item) => item.textContent)).toEqual(account.backupCodes)
    expect(button('Copy Codes')).toBeTruthy()
    expect(button('Download')).toBeTruthy()
    await user.click(button('I Saved My Codes'))
    expect(screen.queryByRole('region', { name: 'Your Backup Codes' })).toBeNull()
    expect(document.activeElement).toBe(sectionHeading())
    expect(section().textContent).not.toContain(account.backupCodes[0])
    expect(section().textContent).toContain(words.twoStep.onText)
  })

  it('refuses a wrong code with the provider’s words and stays off', async () => {
    const { user, account } = setup()
    await user.click(button('Turn On'))
    const secret = account.pendingSecret!
    const wrong = totpCode(secret, Date.now() - 300_000)
    await user.type(screen.getByLabelText('Code from the app'), wrong === totpCode(secret) ? '000000' : wrong)
    await user.click(button('Confirm'))
    expect(screen.getByRole('alert').textContent).toBe('Incorrect code')
    expect(account.secret).toBeNull()
    expect(section().dataset.twoStep).toBe('off')
  })

  it('cancelling the setup leaves it off', async () => {
    const { user, account } = setup()
    await user.click(button('Turn On'))
    await user.click(button('Cancel'))
    expect(screen.queryByLabelText('Code from the app')).toBeNull()
    expect(document.activeElement).toBe(sectionHeading())
    expect(account.secret).toBeNull()
    expect(button('Turn On')).toBeTruthy()
  })

  it('copies the codes to the clipboard and downloads them as a text file', async () => {
    const { user, account } = setup()
    await turnOn(user, account)
    await user.click(button('Copy Codes'))
    expect(await navigator.clipboard.readText()).toBe(`${account.backupCodes.join('\n')}\n`)
    const downloads: { name: string; href: string }[] = []
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href })
    }
    URL.createObjectURL ??= () => 'blob:codes'
    URL.revokeObjectURL ??= () => undefined
    try {
      await user.click(button('Download'))
    } finally {
      HTMLAnchorElement.prototype.click = click
    }
    expect(downloads).toEqual([{ name: 'persistly-backup-codes.txt', href: expect.stringMatching(/^blob:/) }])
  })

  it('gives new backup codes, replacing the old ones', async () => {
    const { user, account } = setup()
    await turnOn(user, account)
    const first = [...account.backupCodes]
    await user.click(button('I Saved My Codes'))
    await user.click(button('New Backup Codes'))
    const shown = within(screen.getByRole('region', { name: 'Your Backup Codes' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(shown).toEqual(account.backupCodes)
    expect(shown).not.toEqual(first)
  })

  it('turns off', async () => {
    const { user, account } = setup()
    await turnOn(user, account)
    await user.click(button('I Saved My Codes'))
    await user.click(button('Turn Off'))
    expect(account.secret).toBeNull()
    expect(section().dataset.twoStep).toBe('off')
    expect(screen.getByRole('status').textContent).toBe('Two-step verification is off.')
  })

  it('asks for the password in its own form when the service wants re-verification, then makes the change', async () => {
    const account = new StandInTwoStepAccount()
    account.verifiedRecently = false
    const { user } = setup(account)
    await user.click(button('Turn On'))
    const form = screen.getByRole('form', { name: 'Confirm It’s You' })
    expect(form.textContent).toContain(words.reverify.passwordText)
    const password = within(form).getByLabelText('Password') as HTMLInputElement
    expect(document.activeElement).toBe(password)
    expect(password.type).toBe('password')
    await user.type(password, 'wrong password')
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    expect(within(form).getByRole('alert').textContent).toBe('Password is incorrect. Try again, or use another method.')
    expect(account.calls).toEqual([])
    await user.clear(password)
    await user.type(password, account.password)
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    expect(account.calls).toEqual(['createTOTP'])
    expect(screen.queryByRole('form', { name: 'Confirm It’s You' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByLabelText('Code from the app'))
  })

  it('cancelling re-verification drops the change without an error', async () => {
    const account = new StandInTwoStepAccount()
    account.verifiedRecently = false
    const { user } = setup(account)
    await user.click(button('Turn On'))
    await user.click(
      within(screen.getByRole('form', { name: 'Confirm It’s You' })).getByRole('button', { name: 'Cancel' }),
    )
    expect(screen.queryByRole('form', { name: 'Confirm It’s You' })).toBeNull()
    expect(document.activeElement).toBe(sectionHeading())
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(account.calls).toEqual([])
    expect(button('Turn On')).toBeTruthy()
  })

  it('says so while the service loads, and when it cannot be reached', () => {
    const account = new StandInTwoStepAccount()
    account.update((it) => (it.availability = 'loading'))
    setup(account)
    expect(section().dataset.twoStep).toBe('loading')
    expect(screen.queryByRole('button', { name: 'Turn On' })).toBeNull()
    act(() => account.update((it) => (it.availability = 'unavailable')))
    expect(section().textContent).toContain(words.unavailableText)
  })
})
