/**
 * A loopback stand-in for Plausible's event endpoint, for the browser tests' build (`npm run build:e2e`
 * points NEXT_PUBLIC_PLAUSIBLE_ENDPOINT here). It answers every event like Plausible does (202, CORS open)
 * so pages never log failed requests; it keeps nothing. Specs that count events intercept them in the
 * browser (page.route) instead. Started by playwright.config.ts: `node tests/fakes/plausible.mjs [port]`.
 */
import { createServer } from 'node:http'

const port = Number(process.argv[2] ?? process.env.PLAUSIBLE_FAKE_PORT ?? 3190)

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

const server = createServer((request, response) => {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end()
    return
  }
  if (request.method === 'POST' && request.url?.startsWith('/api/event')) {
    request.resume()
    request.on('end', () => response.writeHead(202, { ...cors, 'content-type': 'text/plain' }).end('ok'))
    return
  }
  // Playwright's readiness check and anything else.
  response.writeHead(200, { ...cors, 'content-type': 'text/plain' }).end('fake plausible')
})

server.listen(port, '127.0.0.1', () => console.log(`[fake plausible] listening on http://127.0.0.1:${port}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
