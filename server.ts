/**
 * The production server (`npm start`, port from PORT, default 3000): Node's HTTP server in front of Next's
 * request handler, so that each request carries the address of the connection it arrived on. `next start`
 * cannot tell it apart from headers a client writes: it fills in `x-forwarded-for` only when the client
 * sent none. The contact form's limit per client (TRUSTED_PROXY=none) keys on this address.
 */
import { createServer } from 'node:http'
import next from 'next'
import { CONNECTION_ADDRESS_HEADER } from './lib/security/connectionAddress.ts'

const port = Number(process.env.PORT || 3000)
const app = next({ dev: false, port })
const handle = app.getRequestHandler()
await app.prepare()

createServer((request, response) => {
  request.headers[CONNECTION_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
  void handle(request, response)
}).listen(port, () => console.log(`Ready on http://localhost:${port}`))
