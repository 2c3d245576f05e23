import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http'

/**
 * An HTTP/1.1 server for a stand-in, one that never ends an idle connection itself. The tests' clients (Playwright's
 * request contexts, Node's fetch) keep connections alive between requests; a server that ends one after its idle
 * timeout (Node's default: 5 s) races the client's next request on it, which then fails with "socket hang up"
 * (ECONNRESET), seldom, and most often on a busy machine. Here the client ends them.
 */
export function standInServer(listener: RequestListener): Server {
  const server = createServer(listener)
  server.keepAliveTimeout = 0
  return server
}

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
