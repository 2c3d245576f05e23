import { CONNECTION_ADDRESS_HEADER, recordConnectionAddresses } from '@/lib/security/connectionAddress'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { INITIAL_CONTACT_STATE } from '@/lib/contact/state'

// As under the production server (server.ts), which records each connection's address in this header.
recordConnectionAddresses()

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

/** The action in a fresh server process: new limits, and the environment read again with `settings`. */
async function freshAction(settings: { TRUSTED_PROXY?: string; VERCEL?: string } = {}) {
  vi.resetModules()
  vi.stubEnv('TRUSTED_PROXY', settings.TRUSTED_PROXY ?? '')
  vi.stubEnv('VERCEL', settings.VERCEL ?? '')
  return (await import('@/app/(site)/contact/actions')).sendContactMessage
}

const botMessage = form({ name: 'Bot', email: 'bot@example.com', message: 'Buy now' })

describe('sendContactMessage', () => {
  it('stores a valid message in CONTACT_INBOX_FILE and answers with the content’s success message', async () => {
    const sendContactMessage = await freshAction()
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
    const sendContactMessage = await freshAction()
    const state = await sendContactMessage(INITIAL_CONTACT_STATE, form({ name: 'Jane', email: 'nope', message: '' }))
    expect(state).toMatchObject({
      status: 'invalid',
      errors: {
        email: 'Please enter a valid email address, like name@company.com.',
        message: 'Please write a message so we know how we can help.',
      },
    })
  })

  it('by default limits each client by the address of its connection, whatever headers it makes up', async () => {
    const sendContactMessage = await freshAction()
    const states = []
    for (let index = 0; index < 6; index++) {
      // A client making up x-real-ip and x-forwarded-for; the server records its connection's address.
      requestHeaders.current = new Headers({
        'x-real-ip': `192.0.2.${index}`,
        'x-forwarded-for': `198.51.100.${index}`,
        [CONNECTION_ADDRESS_HEADER]: '203.0.113.20',
      })
      states.push((await sendContactMessage(INITIAL_CONTACT_STATE, botMessage)).status)
    }
    expect(states).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'failed'])
    requestHeaders.current = new Headers({ [CONNECTION_ADDRESS_HEADER]: '203.0.113.21' })
    expect((await sendContactMessage(INITIAL_CONTACT_STATE, botMessage)).status).toBe('sent')
  })

  it('clients connecting from ever new addresses stop at the cap for all clients', async () => {
    const sendContactMessage = await freshAction()
    const before = (await stored()).length
    const states = []
    for (let index = 0; index < 105; index++) {
      requestHeaders.current = new Headers({ [CONNECTION_ADDRESS_HEADER]: `10.1.${index >> 8}.${index & 0xff}` })
      states.push((await sendContactMessage(INITIAL_CONTACT_STATE, botMessage)).status)
    }
    expect(states.filter((status) => status === 'sent')).toHaveLength(100)
    expect(states.slice(100)).toEqual(Array(5).fill('failed'))
    expect((await stored()).length - before).toBe(100)
  })

  it('with TRUSTED_PROXY=header:x-real-ip, the proxy’s header is the client and x-forwarded-for is ignored', async () => {
    const sendContactMessage = await freshAction({ TRUSTED_PROXY: 'header:x-real-ip' })
    const states = []
    for (let index = 0; index < 6; index++) {
      requestHeaders.current = new Headers({ 'x-real-ip': '203.0.113.30', 'x-forwarded-for': `198.51.100.${index}` })
      states.push((await sendContactMessage(INITIAL_CONTACT_STATE, botMessage)).status)
    }
    expect(states).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'failed'])
  })

  it('on Vercel (VERCEL=1) without TRUSTED_PROXY, x-vercel-forwarded-for is the client', async () => {
    const sendContactMessage = await freshAction({ VERCEL: '1' })
    const states = []
    for (let index = 0; index < 6; index++) {
      requestHeaders.current = new Headers({
        'x-vercel-forwarded-for': '203.0.113.40',
        'x-forwarded-for': `198.51.100.${index}`,
      })
      states.push((await sendContactMessage(INITIAL_CONTACT_STATE, botMessage)).status)
    }
    expect(states).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'failed'])
  })
})
