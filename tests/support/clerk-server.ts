/**
 * Starts a Clerk-configured test server: the same production build, with Clerk configured the way a
 * production deployment is (production-shaped publishable key, secret key, JWT public key), but nothing
 * reachable: the JWT key pair is generated here for this run (private key in the git-ignored
 * .data/e2e-clerk/<port>/ for the specs to sign session tokens with), CLERK_API_URL points at a loopback stand-in
 * of Clerk's Backend API, and Stripe's API is replaced by a stand-in the same way — or, with `--without-stripe`, not
 * configured at all. Everything the server prints is also kept in .data/e2e-clerk/<port>/server.log.
 *
 * Run by Playwright's webServer (tests/support/testServers.ts): `tsx tests/support/clerk-server.ts <port> [--without-stripe]`.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startClerkBackendStandIn } from '../stand-ins/clerkBackend'
import { startStripeStandIn } from '../stand-ins/stripeApi'
import { newKeyPair, PUBLISHABLE_KEY, publicKeyPem, testServer, type TestServerInfo } from './clerkSessions'

const [portArgument, ...flags] = process.argv.slice(2)
const server = testServer(Number(portArgument))
if (!Number.isInteger(server.port) || server.port <= 0)
  throw new Error(`Usage: clerk-server.ts <port> [--without-stripe]`)
const withStripe = !flags.includes('--without-stripe')

mkdirSync(server.dir, { recursive: true })
const { publicKey, privateKey } = newKeyPair()
writeFileSync(join(server.dir, 'private.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 })
const backend = await startClerkBackendStandIn()
const stripeWebhookSecret = `whsec_${randomBytes(24).toString('hex')}`
// The stand-in sends Stripe's events (a trial's end, a cancellation) to this server's webhook, signed with its secret.
const stripe = withStripe
  ? await startStripeStandIn(0, {
      webhook: { url: `${server.origin}/api/webhooks/stripe`, secret: stripeWebhookSecret },
    })
  : null
const info: TestServerInfo = {
  apiUrl: backend.url,
  contactInboxFile: join(server.dir, 'contact-submissions.ndjson'),
  ...(stripe ? { stripeApiUrl: stripe.url, stripeWebhookSecret } : {}),
}
writeFileSync(join(server.dir, 'server.json'), JSON.stringify(info))

// Node runs the production server directly (not through npm), so stopping this script stops the server too.
const next = spawn(process.execPath, ['server.ts'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(server.port),
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_CLERK_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_SITE_URL: server.origin,
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    CLERK_SECRET_KEY: `sk_live_${randomBytes(24).toString('hex')}`,
    CLERK_JWT_KEY: publicKeyPem(publicKey),
    CLERK_API_URL: backend.url,
    // Empty means unset (lib/env/), so keys in the shell or .env.local cannot leak into either server.
    STRIPE_SECRET_KEY: stripe ? `sk_test_${randomBytes(24).toString('hex')}` : '',
    STRIPE_WEBHOOK_SECRET: stripe ? stripeWebhookSecret : '',
    STRIPE_API_BASE_URL: stripe?.url ?? '',
    // Contact messages in a file of this server's own, which the account specs fill and read, unless the launcher
    // names one (the shared-Redis instances share theirs).
    SANITY_API_WRITE_TOKEN: '',
    CONTACT_INBOX_FILE: process.env.CONTACT_INBOX_FILE || info.contactInboxFile,
  },
})
// The specs that watch the server's memory read its process id.
writeFileSync(join(server.dir, 'server.pid'), String(next.pid))
const log = createWriteStream(join(server.dir, 'server.log'))
next.stdout.pipe(process.stdout)
next.stderr.pipe(process.stderr)
next.stdout.pipe(log)
next.stderr.pipe(log)

function closeStandIns() {
  backend.server.close()
  stripe?.server.close()
}
function stop() {
  next.kill('SIGTERM')
  closeStandIns()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
next.on('exit', (code) => {
  closeStandIns()
  log.end()
  process.exit(code ?? 0)
})
