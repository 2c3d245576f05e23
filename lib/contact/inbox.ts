import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, open } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { env as processEnv, type Env } from '@/lib/env/server'
import { apiHostOptions, apiVersion } from '@/lib/sanity/api'
import type { ContactMessage } from './validation'

/** A received message as it is kept: what the visitor wrote, and when. */
export type ContactSubmission = ContactMessage & { id: string; submittedAt: string }

/** Where messages are delivered. `deliver` resolves once the message is stored durably, or throws. */
export type ContactInbox = { kind: 'sanity' | 'file'; deliver(submission: ContactSubmission): Promise<void> }

export const DEFAULT_INBOX_FILE = '.data/contact-submissions.ndjson'

/**
 * The file inbox stops growing at 10 MB (hundreds of the longest messages, thousands of usual ones): a flood
 * must not fill the server's disk. Beyond it messages are refused until someone moves the file's messages elsewhere.
 */
export const INBOX_FILE_MAX_BYTES = 10 * 1024 * 1024

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
  }
}

/** The Sanity client for writing submissions. `apiHost` (SANITY_API_HOST) is only ever set in tests (a loopback stand-in). */
export function sanityWriteClient({
  projectId,
  dataset,
  token,
  apiHost,
}: {
  projectId: string
  dataset: string
  token: string
  apiHost?: string
}): SanityClient {
  return createClient({
    projectId,
    dataset,
    token,
    apiVersion,
    useCdn: false,
    ...apiHostOptions(apiHost),
  })
}

/**
 * Appends each message as one JSON line. The file is opened in append mode (O_APPEND) for every message
 * and each line goes out in a single write, so concurrent submissions, even from several server
 * processes, land as whole lines and none overwrites another. The folder is created on first use; file
 * and folder are readable by the server's user only (the messages are personal data). A message that would
 * take the file past `maxBytes` is refused before anything is written (messages written at the same moment
 * may each pass the check, so the file can end a few lines over).
 */
export function fileInbox(path: string, maxBytes = INBOX_FILE_MAX_BYTES): ContactInbox {
  const file = resolve(/* turbopackIgnore: true */ process.cwd(), path)
  let folderReady: Promise<unknown> | null = null
  return {
    kind: 'file',
    async deliver(submission) {
      folderReady ??= mkdir(dirname(file), { recursive: true, mode: 0o700 }).catch((error: unknown) => {
        folderReady = null
        throw error
      })
      await folderReady
      const line = Buffer.from(`${JSON.stringify(submission)}\n`, 'utf8')
      const handle = await open(file, 'a', 0o600)
      try {
        const { size } = await handle.stat()
        if (size + line.length > maxBytes)
          throw new Error(
            `The inbox file ${JSON.stringify(file)} has reached its limit of ${maxBytes} bytes: move its messages elsewhere to receive new ones.`,
          )
        await handle.appendFile(line)
      } finally {
        await handle.close()
      }
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
