import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedMutation = {
  method: string
  path: string
  authorization: string | undefined
  body: unknown
}

/**
 * A loopback stand-in for Sanity's HTTP API (the mutation endpoint), for the real @sanity/client pointed at
 * it with `apiHost`. It records what the client sent and answers like the Content Lake does for a
 * `create`: the transaction id and the created document. `failWith(status)` makes the next calls fail.
 */
export async function startFakeSanityApi() {
  const requests: RecordedMutation[] = []
  let failure: number | null = null
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = text ? JSON.parse(text) : null
      } catch {
        // kept as text
      }
      requests.push({
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        authorization: request.headers.authorization,
        body,
      })
      response.setHeader('content-type', 'application/json')
      if (failure) {
        response
          .writeHead(failure)
          .end(JSON.stringify({ error: { description: 'The fake Sanity API was told to fail', type: 'fakeError' } }))
        return
      }
      if (request.method === 'POST' && /^\/v[\w-]+\/data\/mutate\/[\w-]+/.test(request.url ?? '')) {
        const mutations = (body as { mutations?: { create?: Record<string, unknown> }[] })?.mutations ?? []
        const results = mutations.map(({ create }) => ({
          id: create?._id,
          operation: 'create',
          document: { ...create, _rev: 'fake-rev' },
        }))
        response.writeHead(200).end(JSON.stringify({ transactionId: `fake-tx-${requests.length}`, results }))
        return
      }
      response.writeHead(404).end(JSON.stringify({ error: { description: 'Not found in the fake Sanity API' } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiHost: `http://127.0.0.1:${port}`,
    requests,
    failWith(status: number | null) {
      failure = status
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
