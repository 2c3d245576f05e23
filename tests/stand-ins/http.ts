import type { IncomingMessage } from 'node:http'

/** A request's whole body as text (the stand-ins' requests are small). */
export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** A request's body parsed as JSON: `null` when empty, the text itself when it is not JSON. */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const text = await readText(request)
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
