import { randomBytes, randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from '@playwright/test'
import { E2E_CONTACT_INBOX_FILE } from '../support/e2eSettings'
import { seedDocument } from '../support/seedContent'

/**
 * The contact form limits messages per client address. The main test server trusts one proxy that appends
 * the client's address to X-Forwarded-For (TRUSTED_PROXY=hops:1, tests/support/testServers.ts), and each test plays
 * that proxy for a client of its own, so tests running in parallel, or again against a reused server, never
 * share an allowance.
 */
export async function actAsNewClient(context: BrowserContext): Promise<string> {
  const address = `10.${[...randomBytes(3)].join('.')}`
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  return address
}

/** A string to put in a message, to find that message again in the inbox. */
export const marker = () => `ref-${randomUUID()}`

export type StoredMessage = { id: string; submittedAt: string; name: string; email: string; message: string }

/** The messages the test server has stored (it appends them to E2E_CONTACT_INBOX_FILE), containing `text`. */
export async function storedMessages(text: string): Promise<StoredMessage[]> {
  const content = await readFile(E2E_CONTACT_INBOX_FILE, 'utf8').catch(() => '')
  return content
    .split('\n')
    .filter((line) => line.includes(text))
    .map((line) => JSON.parse(line) as StoredMessage)
}

/** The contact page's texts, as the bundled content has them. */
const { messages } = seedDocument<{ messages: Record<string, string> }>('contactPage')
export const SUCCESS = messages.success
export const MESSAGES = {
  name: messages.nameRequired,
  email: messages.emailRequired,
  emailInvalid: messages.emailInvalid,
  message: messages.messageRequired,
  // The limit as a reader sees it, written out here rather than filled in by the code under test.
  tooLong: messages.messageTooLong.replace('{max}', '5,000'),
  tooManyMessages: messages.tooManyMessages,
}

/** The contact form's fields and button. */
export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send Us a Message' })
  return {
    form,
    name: form.getByLabel('Name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    message: form.getByLabel('Message', { exact: true }),
    send: form.getByRole('button', { name: 'Send Message' }),
  }
}
