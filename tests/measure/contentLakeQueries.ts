/**
 * A loopback stand-in for the Content Lake's query endpoint (GET and POST /v<date>/data/query/<dataset>), answering
 * from the seed dataset with groq-js as the embedded backend does. `POST /__patch {"id", "set"}` changes a
 * published document, as a publish in the Studio would.
 */
import { createServer } from 'node:http'
import { evaluate, parse } from 'groq-js'
import { seedDocuments } from '../../studio/seed'

const documents = seedDocuments.filter((document) => !document._id.startsWith('drafts.')) as Record<string, unknown>[]

async function query(text: string, params: Record<string, unknown>) {
  return (await evaluate(parse(text, { params }), { dataset: documents, params })).get()
}

export function startContentLakeQueries(port: number) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}
    const answer = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
    if (request.method === 'POST' && url.pathname === '/__patch') {
      const document = documents.find(({ _id }) => _id === body.id)
      if (!document) return answer(404, { error: `no document ${body.id}` })
      Object.assign(document, body.set)
      return answer(200, document)
    }
    if (!/^\/v[\w-]+\/data\/query\/[\w-]+$/.test(url.pathname)) return answer(404, { error: 'not a query' })
    const params: Record<string, unknown> = { ...(body.params ?? {}) }
    for (const [name, value] of url.searchParams) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
    const text = body.query ?? url.searchParams.get('query') ?? ''
    try {
      answer(200, { query: text, result: await query(text, params), ms: 1 })
    } catch (error) {
      answer(400, { error: { description: String(error) } })
    }
  })
  return new Promise<typeof server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
