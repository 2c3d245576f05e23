import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename } from 'node:fs/promises'
import { basename, dirname, extname, join, resolve } from 'node:path'
import type { SanityClient } from '@sanity/client'
import { env as processEnv, type Env } from '@/lib/env/server'
import { sanityWriteClient } from '@/lib/sanity/writeClient'
import type { ContactMessage } from './validation'

/** A received message as it is kept: what the visitor wrote, and when. */
export type ContactSubmission = ContactMessage & { id: string; submittedAt: string }

/**
 * Where messages are delivered. `deliver` resolves once the message is stored durably, or throws. `messagesFrom`
 * finds the messages sent from any of these addresses (case aside), oldest first: a person's own, for their data
 * export.
 */
export type ContactInbox = {
  kind: 'sanity' | 'file'
  deliver(submission: ContactSubmission): Promise<void>
  messagesFrom(emails: string[]): Promise<ContactSubmission[]>
  /**
   * Takes the sender's name and address off every message sent from these addresses (the text stays, for the
   * support history), when the account is deleted. Answers how many were changed; running it again changes none.
   */
  anonymise(emails: string[]): Promise<number>
}

const normalisedEmails = (emails: string[]) => emails.map((email) => email.trim().toLowerCase())
const bySubmission = (a: ContactSubmission, b: ContactSubmission) => a.submittedAt.localeCompare(b.submittedAt)

export const DEFAULT_INBOX_FILE = '.data/contact-submissions.ndjson'

/**
 * The file inbox is rotated at 10 MB (hundreds of the longest messages, thousands of usual ones): the full file is
 * renamed beside it with the time (`contact-submissions.2026-11-23T10-00-00-000Z.ndjson`) and a new one started, so a
 * flood that fills one file does not turn every later visitor away. At most INBOX_FILE_ROTATIONS full files are kept
 * beside it: past that, messages are refused (and the log says so) until someone moves them elsewhere, so a flood
 * can never fill the server's disk.
 */
export const INBOX_FILE_MAX_BYTES = 10 * 1024 * 1024
export const INBOX_FILE_ROTATIONS = 9

/** The document type marketers read in the Studio's Inbox (schemas/inbox/contactSubmission.ts). */
const SUBMISSION_TYPE = 'contactSubmission'

/**
 * Submissions are created under the `inbox.` path: Sanity never serves documents outside the root path
 * to unauthenticated requests, so messages (personal data) stay private even in a public dataset. The
 * Studio lists them like any other document. IDs are random: never personal data in an ID.
 */
const submissionDocumentId = (submission: ContactSubmission) => `inbox.${submission.id}`

export function newSubmission(message: ContactMessage, now = new Date()): ContactSubmission {
  return { id: randomUUID(), submittedAt: now.toISOString(), ...message }
}

/** Each message as a `contactSubmission` document, written with a server-only token. */
export function sanityInbox(client: SanityClient): ContactInbox {
  return {
    kind: 'sanity',
    async deliver(submission) {
      await client.create(
        {
          _id: submissionDocumentId(submission),
          _type: SUBMISSION_TYPE,
          name: submission.name,
          email: submission.email,
          message: submission.message,
          submittedAt: submission.submittedAt,
          handled: false,
        },
        { visibility: 'sync' },
      )
    },
    async messagesFrom(emails) {
      const documents = await client.fetch<
        { _id: string; name: string; email: string; message: string; submittedAt: string }[]
      >(
        `*[_type == $type && lower(email) in $emails]{ _id, name, email, message, submittedAt }`,
        { type: SUBMISSION_TYPE, emails: normalisedEmails(emails) },
        { perspective: 'raw' },
      )
      return documents
        .map(({ _id, ...message }) => ({ id: _id.replace(/^inbox\./, ''), ...message }))
        .sort(bySubmission)
    },
    async anonymise(emails) {
      const ids = await client.fetch<string[]>(
        `*[_type == $type && lower(email) in $emails]._id`,
        { type: SUBMISSION_TYPE, emails: normalisedEmails(emails) },
        { perspective: 'raw' },
      )
      if (ids.length === 0) return 0
      const transaction = client.transaction()
      for (const id of ids) transaction.patch(id, { set: { name: '', email: '' } })
      await transaction.commit({ visibility: 'sync' })
      return ids.length
    },
  }
}

/**
 * Appends each message as one JSON line. The file is opened in append mode (O_APPEND) for every message
 * and each line goes out in a single write, so concurrent submissions, even from several server
 * processes, land as whole lines and none overwrites another. The folder is created on first use; file
 * and folder are readable by the server's user only (the messages are personal data). A message that would
 * take the file past `maxBytes` first rotates it (above); rotating renames, so a message another process is writing
 * at that moment lands whole in one file or the other.
 */
export function fileInbox(
  path: string,
  { maxBytes = INBOX_FILE_MAX_BYTES, rotations = INBOX_FILE_ROTATIONS, log = console as Pick<Console, 'warn'> } = {},
): ContactInbox {
  const file = resolve(/* turbopackIgnore: true */ process.cwd(), path)
  const folder = dirname(file)
  const name = basename(file, extname(file))
  const isRotated = (entry: string) =>
    entry.startsWith(`${name}.`) && entry.endsWith(`${extname(file)}`) && entry !== basename(file)
  let folderReady: Promise<unknown> | null = null

  /** Renames the full file aside; false when the rotated files kept already number `rotations`. */
  async function rotate(): Promise<boolean> {
    const kept = (await readdir(folder)).filter(isRotated).length
    if (kept >= rotations) return false
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const rotated = join(folder, `${name}.${stamp}-${randomUUID().slice(0, 8)}${extname(file)}`)
    try {
      await rename(file, rotated)
    } catch (error) {
      // Another process rotated it a moment ago: the file in place is a new one.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      return true
    }
    log.warn(
      `[contact] The inbox file reached ${maxBytes} bytes: its messages were moved to ${JSON.stringify(rotated)} (${kept + 1} of ${rotations} kept files). Move them elsewhere to make room.`,
    )
    return true
  }

  async function append(line: Buffer): Promise<'written' | 'full'> {
    const handle = await open(file, 'a', 0o600)
    try {
      const { size } = await handle.stat()
      if (size > 0 && size + line.length > maxBytes) return 'full'
      await handle.appendFile(line)
      return 'written'
    } finally {
      await handle.close()
    }
  }

  /** The file in place and the rotated files beside it (none before the first message). */
  async function inboxFiles(): Promise<string[]> {
    let entries: string[]
    try {
      entries = await readdir(folder)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    return entries.filter((entry) => entry === basename(file) || isRotated(entry)).map((entry) => join(folder, entry))
  }

  /** Every message kept. */
  async function everyMessage(): Promise<ContactSubmission[]> {
    const texts = await Promise.all((await inboxFiles()).map((path) => readFile(path, 'utf8')))
    return texts.flatMap((text) =>
      text
        .split('\n')
        .filter((line) => line.trim())
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as ContactSubmission]
          } catch {
            return [] // a line cut short by a full disk: not a message
          }
        }),
    )
  }

  /**
   * Blanks name and address in each matching line where it stands: the JSON is rewritten to the same length (the
   * values emptied, the freed bytes turned into spaces JSON ignores) and written at the line's own offset, so a
   * message appended meanwhile, by this process or another, is never lost or cut.
   */
  async function anonymiseIn(path: string, wanted: Set<string>): Promise<number> {
    const handle = await open(path, 'r+')
    try {
      const bytes = await handle.readFile()
      let changed = 0
      let offset = 0
      for (const line of bytes.toString('utf8').split('\n')) {
        const length = Buffer.byteLength(line, 'utf8')
        let submission: ContactSubmission | null = null
        try {
          submission = JSON.parse(line) as ContactSubmission
        } catch {
          submission = null
        }
        if (submission && wanted.has(submission.email.trim().toLowerCase())) {
          const blanked = Buffer.from(JSON.stringify({ ...submission, name: '', email: '' }), 'utf8')
          await handle.write(Buffer.concat([blanked, Buffer.alloc(length - blanked.length, ' ')]), 0, length, offset)
          changed++
        }
        offset += length + 1
      }
      return changed
    } finally {
      await handle.close()
    }
  }

  return {
    kind: 'file',
    async anonymise(emails) {
      const wanted = new Set(normalisedEmails(emails))
      let changed = 0
      for (const path of await inboxFiles()) changed += await anonymiseIn(path, wanted)
      return changed
    },
    async messagesFrom(emails) {
      const wanted = new Set(normalisedEmails(emails))
      return (await everyMessage())
        .filter((submission) => wanted.has(submission.email.trim().toLowerCase()))
        .sort(bySubmission)
    },
    async deliver(submission) {
      folderReady ??= mkdir(folder, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
        folderReady = null
        throw error
      })
      await folderReady
      const line = Buffer.from(`${JSON.stringify(submission)}\n`, 'utf8')
      if ((await append(line)) === 'written') return
      if ((await rotate()) && (await append(line)) === 'written') return
      throw new Error(
        `The inbox file ${JSON.stringify(file)} and the ${rotations} full files kept beside it have reached their limit of ${maxBytes} bytes each: move their messages elsewhere to receive new ones.`,
      )
    },
  }
}

/**
 * The one place that decides where messages go: Sanity when a write token and a project are configured,
 * otherwise the local file (CONTACT_INBOX_FILE, default .data/contact-submissions.ndjson).
 */
export function inboxFor(env: Env): ContactInbox {
  if (env.SANITY_API_WRITE_TOKEN && env.NEXT_PUBLIC_SANITY_PROJECT_ID) {
    return sanityInbox(
      sanityWriteClient({
        projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID,
        dataset: env.NEXT_PUBLIC_SANITY_DATASET,
        token: env.SANITY_API_WRITE_TOKEN,
        apiHost: env.SANITY_API_HOST,
      }),
    )
  }
  if (env.SANITY_API_WRITE_TOKEN) {
    console.warn(
      '[contact] SANITY_API_WRITE_TOKEN is set but NEXT_PUBLIC_SANITY_PROJECT_ID is not: contact messages go to the local file instead.',
    )
  }
  return fileInbox(env.CONTACT_INBOX_FILE ?? DEFAULT_INBOX_FILE)
}

let defaultInbox: ContactInbox | undefined

/** The inbox of this server, chosen once from its environment. */
export function contactInbox(): ContactInbox {
  defaultInbox ??= inboxFor(processEnv)
  return defaultInbox
}
