/**
 * Writes messages through the file inbox from a separate process, for the concurrency test of
 * tests/unit/tests/unit/contact/contact-inbox.test.ts: `node --conditions=react-server --import tsx <this> <file> <writer> <count>`.
 */
import { fileInbox, newSubmission } from '@/lib/contact/inbox'

const [file, writer, count] = process.argv.slice(2)
const inbox = fileInbox(file)
await Promise.all(
  Array.from({ length: Number(count) }, (_, index) =>
    inbox.deliver(
      newSubmission({
        name: `Writer ${writer}`,
        email: `writer${writer}@example.com`,
        message: `${writer}:${index} ${'✉ long line '.repeat(300 + index * 7)}`,
      }),
    ),
  ),
)
