import { CONNECTION_ADDRESS_HEADER, recordConnectionAddresses } from '@/lib/security/connectionAddress'
import { describe, expect, it, vi } from 'vitest'
import type { ContactInbox, ContactSubmission } from '@/lib/contact/inbox'
import { createRateLimiter } from '@/lib/security/rateLimit'
import { clientKey } from '@/lib/security/trustedProxy'
import { RateLimitStoreUnreachable } from '@/lib/security/redisRateLimit'
import {
  CONTACT_INBOX_RATE_LIMIT,
  CONTACT_NETWORK_RATE_LIMITS,
  CONTACT_RATE_LIMIT,
  createInboxCap,
  createNetworkLimiters,
  submitContact,
  type ContactMessages,
  type SubmitContext,
} from '@/lib/contact/submit'
import { CONTACT_LIMITS, HONEYPOT_FIELD, validateContact } from '@/lib/contact/validation'
import * as account from '@/lib/sanity/content/account'
import { queryEmbedded } from '@/lib/sanity/embedded'
import type { ContactPageQueryResult } from '@/sanity/types'

// As under the production server (server.ts), which records each connection's address in this header.
recordConnectionAddresses()

const page = (await queryEmbedded<ContactPageQueryResult>(account.contactPageQuery))!
const messages: ContactMessages = page.messages

const valid = { name: 'Jane Cooper', email: 'jane@company.com', message: 'We would like a demo for 12 people.' }

function formData(fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

function memoryInbox(): ContactInbox & { delivered: ContactSubmission[] } {
  const delivered: ContactSubmission[] = []
  return {
    kind: 'file',
    delivered,
    deliver: async (submission) => void delivered.push(submission),
    messagesFrom: async (emails) => delivered.filter((submission) => emails.includes(submission.email)),
    anonymise: async () => 0,
  }
}

let counter = 0
function context(overrides: Partial<SubmitContext> = {}): SubmitContext {
  return {
    messages,
    inbox: memoryInbox(),
    limiter: createRateLimiter(CONTACT_RATE_LIMIT),
    networkLimiters: createNetworkLimiters(),
    inboxCap: createInboxCap(CONTACT_INBOX_RATE_LIMIT),
    clientKey: '203.0.113.7',
    createSubmission: (message) => ({ id: `id-${++counter}`, submittedAt: '2026-01-02T03:04:05.000Z', ...message }),
    log: { error: vi.fn(), warn: vi.fn() },
    ...overrides,
  }
}

describe('the contact page content has every message the form needs', () => {
  it('labels for sending and each problem, with {max} in the length messages', () => {
    expect(page.form.sendingLabel).toBe('Sending...')
    expect(Object.values(page.messages).every((text) => typeof text === 'string' && text.length > 0)).toBe(true)
    expect(page.messages.nameTooLong).toContain('{max}')
    expect(page.messages.messageTooLong).toContain('{max}')
  })
})

describe('validation', () => {
  it('requires every field', () => {
    expect(validateContact({ name: ' ', email: '', message: '\n' })).toEqual({
      ok: false,
      problems: { name: 'nameRequired', email: 'emailRequired', message: 'messageRequired' },
    })
  })

  it.each(['jane', 'jane@', '@company.com', 'jane@company', 'jane @company.com', 'jane@company..com'])(
    'rejects %j as an email address',
    (email) => {
      expect(validateContact({ ...valid, email })).toEqual({ ok: false, problems: { email: 'emailInvalid' } })
    },
  )

  it.each(['jane@company.com', 'jane.cooper+sales@mail.company.co.uk', 'J.O@x.io'])('accepts %j', (email) => {
    expect(validateContact({ ...valid, email }).ok).toBe(true)
  })

  it('limits the length of each field, counted after trimming', () => {
    const atLimit = { name: 'n'.repeat(CONTACT_LIMITS.name), message: ` ${'m'.repeat(CONTACT_LIMITS.message)} ` }
    expect(validateContact({ ...valid, ...atLimit }).ok).toBe(true)
    expect(validateContact({ ...valid, message: 'm'.repeat(CONTACT_LIMITS.message + 1) })).toEqual({
      ok: false,
      problems: { message: 'messageTooLong' },
    })
    expect(validateContact({ ...valid, email: `${'a'.repeat(250)}@x.io` })).toEqual({
      ok: false,
      problems: { email: 'emailInvalid' },
    })
    expect(validateContact({ ...valid, name: 'n'.repeat(CONTACT_LIMITS.name + 1) })).toEqual({
      ok: false,
      problems: { name: 'nameTooLong' },
    })
  })

  it('stores trimmed values', () => {
    expect(validateContact({ name: ' Jane ', email: ' jane@company.com ', message: ' Hi \n' })).toEqual({
      ok: true,
      data: { name: 'Jane', email: 'jane@company.com', message: 'Hi' },
    })
  })
})

describe('submitting', () => {
  it('answers each problem with the content’s message for that field and gives the typed text back', async () => {
    const inbox = memoryInbox()
    const typed = { name: '', email: 'jane@', message: 'x'.repeat(CONTACT_LIMITS.message + 1) }
    const state = await submitContact(formData(typed), context({ inbox }))
    expect(state).toEqual({
      status: 'invalid',
      values: typed,
      errors: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address, like name@company.com.',
        message: 'Please keep your message under 5,000 characters.',
      },
    })
    expect(inbox.delivered).toEqual([])
  })

  it('reads a call whose arguments are not a form as an empty form: every field refused, nothing stored', async () => {
    const inbox = memoryInbox()
    for (const submitted of [undefined, null, 'name=Jane', { name: 'Jane', email: 'jane@company.com' }, [1]]) {
      expect(await submitContact(submitted, context({ inbox })), JSON.stringify(submitted)).toEqual({
        status: 'invalid',
        values: { name: '', email: '', message: '' },
        errors: {
          name: 'Please enter your name.',
          email: 'Please enter your email address.',
          message: 'Please write a message so we know how we can help.',
        },
      })
    }
    expect(inbox.delivered).toEqual([])
  })

  it('fills in each field’s own limit', async () => {
    const typed = { ...valid, name: 'n'.repeat(CONTACT_LIMITS.name + 1) }
    expect(await submitContact(formData(typed), context())).toEqual({
      status: 'invalid',
      values: typed,
      errors: { name: 'Please keep your name under 200 characters.' },
    })
  })

  it('delivers a valid message and clears the form', async () => {
    const inbox = memoryInbox()
    const state = await submitContact(formData({ ...valid, name: '  Jane Cooper ' }), context({ inbox }))
    expect(state).toMatchObject({
      status: 'sent',
      values: { name: '', email: '', message: '' },
      message: messages.success,
    })
    expect(inbox.delivered).toEqual([
      expect.objectContaining({
        name: 'Jane Cooper',
        email: valid.email,
        message: valid.message,
        submittedAt: expect.any(String),
      }),
    ])
    expect(state.status === 'sent' && state.id).toBe(inbox.delivered[0].id)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const inbox = memoryInbox()
    const state = await submitContact(
      formData({ ...valid, [HONEYPOT_FIELD]: 'https://spam.example' }),
      context({ inbox }),
    )
    expect(state.status).toBe('sent')
    expect(inbox.delivered).toEqual([])
  })

  it('when storing fails, says so with the content’s message and keeps everything typed', async () => {
    const log = { error: vi.fn(), warn: vi.fn() }
    const inbox: ContactInbox = {
      kind: 'sanity',
      deliver: () => Promise.reject(new Error('Content Lake unavailable')),
      messagesFrom: async () => [],
      anonymise: async () => 0,
    }
    const state = await submitContact(formData(valid), context({ inbox, log }))
    expect(state).toEqual({ status: 'failed', values: valid, message: messages.failed })
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('sanity inbox'), expect.any(Error))
  })

  it(`turns a client away after ${CONTACT_RATE_LIMIT.limit} messages, keeping what it typed; others still get through`, async () => {
    const inbox = memoryInbox()
    const shared = context({ inbox })
    for (let index = 0; index < CONTACT_RATE_LIMIT.limit; index++)
      expect((await submitContact(formData(valid), shared)).status).toBe('sent')
    const turnedAway = await submitContact(formData(valid), shared)
    expect(turnedAway).toEqual({ status: 'failed', values: valid, message: messages.tooManyMessages })
    // Logged once a minute, however often the client tries again.
    for (let again = 0; again < 20; again++) await submitContact(formData(valid), shared)
    expect(shared.log?.warn).toHaveBeenCalledTimes(1)
    expect(inbox.delivered).toHaveLength(CONTACT_RATE_LIMIT.limit)
    expect((await submitContact(formData(valid), { ...shared, clientKey: '198.51.100.1' })).status).toBe('sent')
  })

  it('only messages that pass validation count toward the limit', async () => {
    const shared = context()
    for (let index = 0; index < 10; index++) await submitContact(formData({ ...valid, email: 'typo' }), shared)
    expect((await submitContact(formData(valid), shared)).status).toBe('sent')
  })
})

describe('spoofed addresses', () => {
  // What a client can write itself: any header but the one the production server records its connection in.
  const rotating = (index: number) => `198.51.100.${index}`

  it(`under the default setting, made-up x-real-ip or x-forwarded-for values do not reset a client's allowance`, async () => {
    const inbox = memoryInbox()
    const shared = context({ inbox })
    const sendWith = (values: Record<string, string>) =>
      submitContact(formData(valid), {
        ...shared,
        clientKey: clientKey(new Headers({ ...values, [CONNECTION_ADDRESS_HEADER]: '203.0.113.7' }), { kind: 'none' }),
      })
    const states = []
    for (let index = 1; index <= 4; index++) states.push((await sendWith({ 'x-real-ip': rotating(index) })).status)
    for (let index = 5; index <= 8; index++)
      states.push((await sendWith({ 'x-forwarded-for': rotating(index) })).status)
    expect(states).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'failed', 'failed', 'failed'])
    expect(inbox.delivered).toHaveLength(CONTACT_RATE_LIMIT.limit)
    expect(shared.log?.warn).toHaveBeenCalledWith(expect.stringContaining('"203.0.113.7"'))
  })

  it(`clients connecting from ever new addresses still store at most ${CONTACT_INBOX_RATE_LIMIT.limit} messages per window`, async () => {
    const inbox = memoryInbox()
    const shared = context({ inbox })
    const states: string[] = []
    for (let index = 0; index < CONTACT_INBOX_RATE_LIMIT.limit + 20; index++) {
      const address = `10.0.${index >> 8}.${index & 0xff}`
      const key = clientKey(new Headers({ [CONNECTION_ADDRESS_HEADER]: address }), { kind: 'none' })
      states.push((await submitContact(formData(valid), { ...shared, clientKey: key })).status)
    }
    expect(states.filter((status) => status === 'sent')).toHaveLength(CONTACT_INBOX_RATE_LIMIT.limit)
    expect(inbox.delivered).toHaveLength(CONTACT_INBOX_RATE_LIMIT.limit)
  })
})

describe('IPv6 networks wider than a /64', () => {
  /** The key of a client connecting from the address `2001:db8:77:<fourth group>::1`. */
  const keyOf = (fourthGroup: number) =>
    clientKey(new Headers({ [CONNECTION_ADDRESS_HEADER]: `2001:db8:77:${fourthGroup.toString(16)}::1` }), {
      kind: 'none',
    })

  it.each([
    // A /48 spreads its /64s over 256 /56s; a /56 holds 256 /64s. Each message comes from another /64.
    ['/48', (index: number) => index << 8, CONTACT_NETWORK_RATE_LIMITS[48].limit],
    ['/56', (index: number) => 0x1200 + index, CONTACT_NETWORK_RATE_LIMITS[56].limit],
  ])(
    'a client with a %s stores at most its network’s allowance, and everyone else still gets through',
    async (_, fourthGroup, allowance) => {
      const inbox = memoryInbox()
      const shared = context({ inbox })
      const states: string[] = []
      for (let index = 0; index < 200; index++)
        states.push((await submitContact(formData(valid), { ...shared, clientKey: keyOf(fourthGroup(index)) })).status)
      expect(states.filter((status) => status === 'sent')).toHaveLength(allowance)
      expect(inbox.delivered).toHaveLength(allowance)
      expect(shared.log?.warn).toHaveBeenCalledWith(
        expect.stringMatching(/^\[contact\] Too many messages from the network 2001:db8:77:/),
      )
      // The cap for all clients is not used up: visitors elsewhere are not turned away.
      expect((await submitContact(formData(valid), { ...shared, clientKey: '192.0.2.50' })).status).toBe('sent')
      expect(
        (await submitContact(formData(valid), { ...shared, clientKey: keyOf(0).replace(':77:', ':99:') })).status,
      ).toBe('sent')
    },
  )
})

describe('the cap on messages from all clients together', () => {
  it('turns messages away with the content’s message once the window’s allowance is stored, logging once per window', async () => {
    let now = 0
    const inbox = memoryInbox()
    const log = { error: vi.fn(), warn: vi.fn() }
    const shared = context({ inbox, log, inboxCap: createInboxCap({ limit: 3, windowMs: 1000, now: () => now }) })
    const send = (client: number) => submitContact(formData(valid), { ...shared, clientKey: `192.0.2.${client}` })
    for (const client of [1, 2, 3]) expect((await send(client)).status).toBe('sent')
    for (const client of [4, 5, 6])
      expect(await send(client)).toEqual({ status: 'failed', values: valid, message: messages.tooManyMessages })
    expect(inbox.delivered).toHaveLength(3)
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('all clients'))

    now = 1000
    for (const client of [7, 8, 9]) expect((await send(client)).status).toBe('sent')
    expect((await send(10)).status).toBe('failed')
    expect(log.warn).toHaveBeenCalledTimes(2)
  })

  it('counts neither messages a client’s own limit turned away nor the honeypot’s', async () => {
    const inbox = memoryInbox()
    const shared = context({
      inbox,
      inboxCap: createInboxCap({ limit: CONTACT_RATE_LIMIT.limit + 1, windowMs: 60_000 }),
    })
    for (let index = 0; index < 20; index++) await submitContact(formData(valid), shared)
    for (let index = 0; index < 20; index++)
      await submitContact(formData({ ...valid, [HONEYPOT_FIELD]: 'x' }), { ...shared, clientKey: `192.0.2.${index}` })
    expect((await submitContact(formData(valid), { ...shared, clientKey: '198.51.100.1' })).status).toBe('sent')
    expect(inbox.delivered).toHaveLength(CONTACT_RATE_LIMIT.limit + 1)
  })
})

describe('limits kept in Redis (REDIS_URL) while Redis is unreachable', () => {
  const unreachable = () => Promise.reject(new RateLimitStoreUnreachable(new Error('connect ECONNREFUSED')))
  it.each([
    ['the client’s limit', { limiter: { take: unreachable, retryAfterMs: unreachable } }],
    ['the cap for all clients', { inboxCap: { take: unreachable, refusalLogDue: () => true } }],
  ])('%s: the message is refused with the failure message and not stored, and the log says why', async (_, limits) => {
    const inbox = memoryInbox()
    const log = { error: vi.fn(), warn: vi.fn() }
    const result = await submitContact(formData(valid), context({ inbox, log, ...limits }))
    expect(result).toMatchObject({ status: 'failed', message: messages.failed, values: valid })
    expect(inbox.delivered).toHaveLength(0)
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/^\[contact\] .*REDIS_URL\) is unreachable.*refused/))
  })
})
