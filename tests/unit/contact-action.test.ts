import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { INITIAL_CONTACT_STATE } from '@/lib/contact/state'

/** The server action as Next runs it: real content, the local file inbox, the request's headers. */
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }))
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }))

let folder: string
let inboxFile: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'contact-action-'))
  inboxFile = join(folder, 'inbox', 'messages.ndjson')
  vi.stubEnv('CONTACT_INBOX_FILE', inboxFile)
  vi.stubEnv('SANITY_API_WRITE_TOKEN', '')
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '')
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await rm(folder, { recursive: true, force: true })
})

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}
const stored = async () =>
  (await readFile(inboxFile, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))

describe('sendContactMessage', () => {
  it('stores a valid message in CONTACT_INBOX_FILE and answers with the content’s success message', async () => {
    const { sendContactMessage } = await import('@/app/(site)/contact/actions')
    requestHeaders.current = new Headers({ 'x-forwarded-for': '203.0.113.10' })
    const state = await sendContactMessage(
      INITIAL_CONTACT_STATE,
      form({ name: 'Jane Cooper', email: 'jane@company.com', message: 'A demo, please.', website: '' }),
    )
    expect(state).toMatchObject({
      status: 'sent',
      message: 'Thanks for reaching out! Your message is on its way and we will reply within one business day.',
    })
    expect(await stored()).toEqual([
      expect.objectContaining({ name: 'Jane Cooper', email: 'jane@company.com', message: 'A demo, please.' }),
    ])
  })

  it('answers problems with the content’s messages', async () => {
    const { sendContactMessage } = await import('@/app/(site)/contact/actions')
    const state = await sendContactMessage(INITIAL_CONTACT_STATE, form({ name: 'Jane', email: 'nope', message: '' }))
    expect(state).toMatchObject({
      status: 'invalid',
      errors: {
        email: 'Please enter a valid email address, like name@company.com.',
        message: 'Please write a message so we know how we can help.',
      },
    })
  })

  it('limits each client by its address: a sixth message in ten minutes is turned away', async () => {
    const { sendContactMessage } = await import('@/app/(site)/contact/actions')
    requestHeaders.current = new Headers({ 'x-forwarded-for': '198.51.100.20, 10.0.0.1' })
    const message = form({ name: 'Bot', email: 'bot@example.com', message: 'Buy now' })
    const states = []
    for (let index = 0; index < 6; index++)
      states.push((await sendContactMessage(INITIAL_CONTACT_STATE, message)).status)
    expect(states).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'failed'])
    requestHeaders.current = new Headers({ 'x-forwarded-for': '198.51.100.21' })
    expect((await sendContactMessage(INITIAL_CONTACT_STATE, message)).status).toBe('sent')
  })
})
