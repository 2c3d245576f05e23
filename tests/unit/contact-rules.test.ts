import { describe, expect, it, vi } from 'vitest'
import type { ContactInbox, ContactSubmission } from '@/lib/contact/inbox'
import { clientKey, createRateLimiter } from '@/lib/security/rateLimit'
import { CONTACT_RATE_LIMIT, submitContact, type ContactMessages, type SubmitContext } from '@/lib/contact/submit'
import { CONTACT_LIMITS, HONEYPOT_FIELD, validateContact } from '@/lib/contact/validation'
import * as account from '@/lib/sanity/content/account'
import { queryEmbedded } from '@/lib/sanity/embedded'
import type { ContactPageQueryResult } from '@/sanity/types'

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
  return { kind: 'file', delivered, deliver: async (submission) => void delivered.push(submission) }
}

let counter = 0
function context(overrides: Partial<SubmitContext> = {}): SubmitContext {
  return {
    messages,
    inbox: memoryInbox(),
    limiter: createRateLimiter(CONTACT_RATE_LIMIT),
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
    const inbox: ContactInbox = { kind: 'sanity', deliver: () => Promise.reject(new Error('Content Lake unavailable')) }
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
    expect(shared.log?.warn).toHaveBeenCalled()
    expect(inbox.delivered).toHaveLength(CONTACT_RATE_LIMIT.limit)
    expect((await submitContact(formData(valid), { ...shared, clientKey: '198.51.100.1' })).status).toBe('sent')
  })

  it('only messages that pass validation count toward the limit', async () => {
    const shared = context()
    for (let index = 0; index < 10; index++) await submitContact(formData({ ...valid, email: 'typo' }), shared)
    expect((await submitContact(formData(valid), shared)).status).toBe('sent')
  })
})

describe('the client key', () => {
  it('keys clients by x-real-ip, else the first x-forwarded-for address', () => {
    expect(clientKey(new Headers({ 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1' }))).toBe(
      '203.0.113.9',
    )
    expect(clientKey(new Headers({ 'x-forwarded-for': ' 198.51.100.1 , 10.0.0.1' }))).toBe('198.51.100.1')
    expect(clientKey(new Headers())).toBe('unknown')
  })
})
