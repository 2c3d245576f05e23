/**
 * The production server (`npm start`, port from PORT, default 3000): Node's HTTP server in front of Next's
 * request handler (lib/http/productionServer.ts), so that each request carries the address of the connection it
 * arrived on, and the site's decision for a request is applied without running Next's proxy (lib/front/serverDoor.ts).
 * `next start` cannot tell the connection's address apart from headers a client writes: it fills in
 * `x-forwarded-for` only when the client sent none. The contact form's limit per client (TRUSTED_PROXY=none) keys on this address.
 */
import next from 'next'
import { withFront } from './lib/front/serverDoor.ts'
import { closeGracefully, createProductionServer } from './lib/http/productionServer.ts'
import { throttleNextWarnings } from './lib/log/nextWarnings.ts'

const port = Number(process.env.PORT || 3000)
// Next's warnings a client can cause on every request are written once a minute at most (lib/log/nextWarnings.ts).
throttleNextWarnings()
// Quiet: a request's failure is logged once, with its address and digest, by instrumentation.ts's onRequestError
// (Next's own entry for it omits the address, and comes twice for a page rendered anew).
const app = next({ dev: false, port, quiet: true })
const handle = app.getRequestHandler()
await app.prepare()

// The site's decision for each request, applied before Next (lib/front/serverDoor.ts).
const server = createProductionServer(withFront((request, response) => handle(request, response)))
server.listen(port, () => console.log(`Ready on http://localhost:${port}`))

// A deploy or scale-down: finish what is in flight (bounded), then exit.
process.once('SIGTERM', () => {
  console.log('SIGTERM: no new connections; finishing the requests in flight.')
  void closeGracefully(server).then(() => process.exit(0))
})
