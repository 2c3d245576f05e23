import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = { method: string; path: string; authorization: boolean }

/**
 * A loopback stand-in for Clerk's Backend API (the server is given its address as CLERK_API_URL). It
 * answers every call with Clerk's JSON error shape and records what the SDK asked for, so a test can
 * check, for example, that session tokens were verified without calling Clerk at all.
 * `GET /__fake/requests` lists the recorded calls; `DELETE /__fake/requests` forgets them.
 */
export async function startFakeClerkBackend(port = 0): Promise<{ url: string; server: Server }> {
  const requests: RecordedRequest[] = []
  const server = createServer((request: IncomingMessage, response) => {
    const path = request.url ?? '/'
    if (path === '/__fake/requests') {
      if (request.method === 'DELETE') requests.length = 0
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(requests))
      return
    }
    requests.push({ method: request.method ?? 'GET', path, authorization: Boolean(request.headers.authorization) })
    response.writeHead(404, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        errors: [
          {
            code: 'resource_not_found',
            message: 'not found',
            long_message: 'The fake Clerk API has no such resource.',
          },
        ],
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actualPort } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${actualPort}`, server }
}
