import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_INBOX_FILE,
  fileInbox,
  INBOX_FILE_MAX_BYTES,
  INBOX_FILE_ROTATIONS,
  inboxFor,
  newSubmission,
  sanityInbox,
  type ContactSubmission,
} from '@/lib/contact/inbox'
import { sanityWriteClient } from '@/lib/sanity/writeClient'
import { createRateLimiter } from '@/lib/security/rateLimit'
import { createInboxCap, createNetworkLimiters, submitContact, type ContactMessages } from '@/lib/contact/submit'
import { parseEnv } from '@/lib/env/schema'
import { apiVersion } from '@/lib/sanity/api'
import { startContentLake, type ContentLake } from '../../stand-ins/contentLake'

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'contact-inbox-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

const readLines = async (file: string) => (await readFile(file, 'utf8')).split('\n')

const message = (index: number) => ({
  name: `Visitor ${index}`,
  email: `visitor${index}@example.com`,
  // Lines of very different lengths (up to ~50 KB), so interleaved writes would show.
  message: `Message ${index}: ${'ünïcödé ✉ text '.repeat(1 + ((index * 397) % 3000))}`,
})

/** The form's messages, for tests that only look at one of them. */
const noMessages: ContactMessages = {
  success: '',
  failed: '',
  nameRequired: '',
  nameTooLong: '',
  emailRequired: '',
  emailInvalid: '',
  messageRequired: '',
  messageTooLong: '',
  tooManyMessages: '',
}

describe('the local file inbox', () => {
  it('creates its folder and appends one JSON document per line, readable by the server user only', async () => {
    const file = join(folder, 'new', 'nested', 'inbox.ndjson')
    const inbox = fileInbox(file)
    await inbox.deliver(newSubmission(message(1), new Date('2026-03-01T10:00:00Z')))
    await inbox.deliver(newSubmission(message(2)))
    const lines = await readLines(file)
    expect(lines.at(-1)).toBe('')
    const records = lines.filter(Boolean).map((line) => JSON.parse(line) as ContactSubmission)
    expect(records.map((record) => record.name)).toEqual(['Visitor 1', 'Visitor 2'])
    expect(records[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      submittedAt: '2026-03-01T10:00:00.000Z',
      ...message(1),
    })
    expect((await stat(file)).mode & 0o777).toBe(0o600)
  })

  it('keeps all 50 messages intact when they arrive at the same moment', async () => {
    const file = join(folder, 'parallel.ndjson')
    const inbox = fileInbox(file)
    const submissions = Array.from({ length: 50 }, (_, index) => newSubmission(message(index)))
    await Promise.all(submissions.map((submission) => inbox.deliver(submission)))
    const records = (await readLines(file)).filter(Boolean).map((line) => JSON.parse(line) as ContactSubmission)
    expect(records).toHaveLength(50)
    expect(new Map(records.map((record) => [record.id, record]))).toEqual(
      new Map(submissions.map((submission) => [submission.id, submission])),
    )
  })

  it('keeps every message when several server processes write to the same file at once', async () => {
    const file = join(folder, 'processes.ndjson')
    const run = promisify(execFile)
    const writer = join(process.cwd(), 'tests', 'support', 'contactInboxWriter.ts')
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        run(process.execPath, ['--conditions=react-server', '--import', 'tsx', writer, file, name, '20'], {
          cwd: process.cwd(),
        }),
      ),
    )
    const records = (await readLines(file)).filter(Boolean).map((line) => JSON.parse(line) as ContactSubmission)
    expect(records).toHaveLength(60)
    for (const name of ['a', 'b', 'c'])
      expect(
        records
          .filter((record) => record.name === `Writer ${name}`)
          .map((record) => record.message.split(' ')[0])
          .sort(),
      ).toEqual(Array.from({ length: 20 }, (_, index) => `${name}:${index}`).sort())
  }, 60_000)
})

describe('the file inbox’s size limit', () => {
  const submission = newSubmission(message(1), new Date('2026-03-01T10:00:00Z'))
  const lineBytes = Buffer.byteLength(`${JSON.stringify(submission)}\n`)
  const earlier = `${'{"earlier":"message"}\n'.repeat(100)}`

  it(`is ${INBOX_FILE_MAX_BYTES / 1024 / 1024} MB, with ${INBOX_FILE_ROTATIONS} full files kept beside it`, () => {
    expect(INBOX_FILE_MAX_BYTES).toBe(10 * 1024 * 1024)
    expect(INBOX_FILE_ROTATIONS).toBe(9)
  })

  it('takes a message that just fits; the next one moves the full file aside and starts a new one', async () => {
    const inFolder = await mkdtemp(join(folder, 'rotate-'))
    const file = join(inFolder, 'inbox.ndjson')
    await writeFile(file, earlier)
    const log = { warn: vi.fn() }
    const inbox = fileInbox(file, { maxBytes: Buffer.byteLength(earlier) + lineBytes, log })
    await inbox.deliver(submission)
    const full = await readFile(file)
    expect(full.length).toBe(Buffer.byteLength(earlier) + lineBytes)

    const next = newSubmission(message(2))
    await inbox.deliver(next)
    const [rotated, ...others] = (await readdir(inFolder)).filter((entry) => entry !== 'inbox.ndjson')
    expect(others).toEqual([])
    expect(rotated).toMatch(/^inbox\.\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.ndjson$/)
    expect(await readFile(join(inFolder, rotated))).toEqual(full)
    expect(await readLines(file)).toEqual([JSON.stringify(next), ''])
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining(`moved to ${JSON.stringify(join(inFolder, rotated))}`),
    )
  })

  it('once the kept files number the limit, refuses without touching any file', async () => {
    const inFolder = await mkdtemp(join(folder, 'kept-'))
    const file = join(inFolder, 'inbox.ndjson')
    await writeFile(file, earlier)
    await writeFile(join(inFolder, 'inbox.2026-01-01T00-00-00-000Z-0000abcd.ndjson'), 'older')
    const inbox = fileInbox(file, { maxBytes: Buffer.byteLength(earlier), rotations: 1, log: { warn: vi.fn() } })
    await expect(inbox.deliver(submission)).rejects.toThrow(/reached their limit/)
    expect(await readFile(file, 'utf8')).toBe(earlier)
    expect(await readdir(inFolder)).toHaveLength(2)
  })

  it('a refused message reaches the visitor as the content’s failure message and the log as a line for operators', async () => {
    const file = join(folder, 'full-for-visitor.ndjson')
    await writeFile(file, 'x'.repeat(100))
    const log = { error: vi.fn(), warn: vi.fn() }
    const typed = { name: 'Visitor 3', email: 'visitor3@example.com', message: 'Please call me back.' }
    const form = new FormData()
    for (const [name, value] of Object.entries(typed)) form.set(name, value)
    const state = await submitContact(form, {
      messages: { ...noMessages, failed: 'could not send' },
      inbox: fileInbox(file, { maxBytes: 100 + lineBytes - 1, rotations: 0 }),
      limiter: createRateLimiter({ limit: 5, windowMs: 1000 }),
      networkLimiters: createNetworkLimiters(),
      inboxCap: createInboxCap({ limit: 5, windowMs: 1000 }),
      clientKey: '203.0.113.7',
      createSubmission: () => submission,
      log,
    })
    expect(state).toEqual({ status: 'failed', values: typed, message: 'could not send' })
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining('file inbox'),
      expect.objectContaining({ message: expect.stringContaining(JSON.stringify(file)) }),
    )
    expect(await readFile(file, 'utf8')).toBe('x'.repeat(100))
  })
})

describe('the Sanity inbox, with the real @sanity/client against a loopback stand-in of the mutation API', () => {
  let standIn: ContentLake
  beforeAll(async () => {
    standIn = await startContentLake({
      projectId: 'abc123',
      dataset: 'production',
      tokens: { write: 'sk-write-token' },
      documents: [],
    })
  })
  afterEach(() => {
    standIn.requests.length = 0
    standIn.failWith(null)
  })
  afterAll(() => standIn.close())

  const client = () =>
    sanityWriteClient({ projectId: 'abc123', dataset: 'production', token: 'sk-write-token', apiHost: standIn.apiHost })

  it('creates a private contactSubmission document with the write token', async () => {
    const submission = newSubmission(message(7), new Date('2026-04-05T06:07:08Z'))
    await sanityInbox(client()).deliver(submission)
    expect(standIn.requests).toHaveLength(1)
    const [request] = standIn.requests
    expect(request.method).toBe('POST')
    expect(request.path).toMatch(new RegExp(`^/v${apiVersion}/data/mutate/production\\?`))
    expect(new URLSearchParams(request.path.split('?')[1]).get('visibility')).toBe('sync')
    expect(request.authorization).toBe('Bearer sk-write-token')
    expect(request.body).toEqual({
      mutations: [
        {
          create: {
            _id: `inbox.${submission.id}`,
            _type: 'contactSubmission',
            name: 'Visitor 7',
            email: 'visitor7@example.com',
            message: message(7).message,
            submittedAt: '2026-04-05T06:07:08.000Z',
            handled: false,
          },
        },
      ],
    })
    expect(standIn.document(`inbox.${submission.id}`)).toMatchObject({ _type: 'contactSubmission', name: 'Visitor 7' })
  })

  it('finds a person’s own messages by address, case aside, for their data export', async () => {
    const inbox = sanityInbox(client())
    const first = newSubmission({ ...message(1), email: 'Ada@Example.com' }, new Date('2026-04-01T00:00:00Z'))
    const second = newSubmission({ ...message(2), email: 'ada@example.com' }, new Date('2026-04-02T00:00:00Z'))
    const other = newSubmission(message(3), new Date('2026-04-03T00:00:00Z'))
    for (const submission of [second, other, first]) await inbox.deliver(submission)
    expect(await inbox.messagesFrom(['ADA@example.com'])).toEqual([first, second])
    expect(await inbox.messagesFrom(['nobody@example.com'])).toEqual([])
  })

  it('takes the sender’s name and address off their messages when the account is deleted, once', async () => {
    const inbox = sanityInbox(client())
    const theirs = newSubmission({ ...message(4), email: 'Leaver@example.com' })
    const kept = newSubmission(message(5))
    for (const submission of [theirs, kept]) await inbox.deliver(submission)
    expect(await inbox.anonymise(['leaver@example.com'])).toBe(1)
    expect(standIn.document(`inbox.${theirs.id}`)).toMatchObject({ name: '', email: '', message: message(4).message })
    expect(standIn.document(`inbox.${kept.id}`)).toMatchObject({ name: 'Visitor 5', email: 'visitor5@example.com' })
    expect(await inbox.anonymise(['leaver@example.com'])).toBe(0)
  })

  it('when the API refuses, the visitor is told sending failed and keeps the text', async () => {
    standIn.failWith(500)
    const typed = { name: 'Visitor 3', email: 'visitor3@example.com', message: 'Please call me back.' }
    const form = new FormData()
    for (const [name, value] of Object.entries(typed)) form.set(name, value)
    const log = { error: vi.fn(), warn: vi.fn() }
    const state = await submitContact(form, {
      messages: { ...noMessages, success: 'ok', failed: 'could not send' },
      inbox: sanityInbox(client()),
      limiter: createRateLimiter({ limit: 5, windowMs: 1000 }),
      networkLimiters: createNetworkLimiters(),
      inboxCap: createInboxCap({ limit: 5, windowMs: 1000 }),
      clientKey: '203.0.113.7',
      createSubmission: (value) => newSubmission(value),
      log,
    })
    expect(state).toEqual({ status: 'failed', values: typed, message: 'could not send' })
    expect(standIn.requests.length).toBeGreaterThanOrEqual(1)
    expect(log.error).toHaveBeenCalled()
  }, 30_000)
})

describe('where messages go', () => {
  it('to Sanity with a write token and a project, otherwise to the file (default path, or CONTACT_INBOX_FILE)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(inboxFor(parseEnv({ SANITY_API_WRITE_TOKEN: 'sk', NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })).kind).toBe(
      'sanity',
    )
    expect(inboxFor(parseEnv({})).kind).toBe('file')
    expect(inboxFor(parseEnv({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })).kind).toBe('file')
    expect(warn).not.toHaveBeenCalled()
    expect(inboxFor(parseEnv({ SANITY_API_WRITE_TOKEN: 'sk' })).kind).toBe('file')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('NEXT_PUBLIC_SANITY_PROJECT_ID'))
    warn.mockRestore()
    expect(DEFAULT_INBOX_FILE).toBe('.data/contact-submissions.ndjson')
  })
})
