/**
 * Starts the second test server: the same production build, with Clerk configured the way a production
 * deployment is (production-shaped publishable key, secret key, JWT public key), but nothing reachable:
 * the JWT key pair is generated here for this run (private key in the git-ignored .data/e2e-clerk/ for the
 * specs to sign session tokens with), and CLERK_API_URL points at a loopback fake of Clerk's Backend API.
 *
 * Run by Playwright's webServer (see playwright.config.ts): `tsx tests/support/clerk-server.ts`.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startFakeClerkBackend } from '../fakes/clerkBackend'
import { startFakeStripe } from '../fakes/stripeApi'
import { CONFIGURED_ORIGIN, CONFIGURED_PORT, KEY_DIR, newKeyPair, PUBLISHABLE_KEY, publicKeyPem } from './clerkSessions'

mkdirSync(KEY_DIR, { recursive: true })
const { publicKey, privateKey } = newKeyPair()
writeFileSync(join(KEY_DIR, 'private.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 })
const backend = await startFakeClerkBackend()
// Stripe's API, faked the same way (tests/fakes/stripeApi.ts); the webhook secret is made per run too.
const stripe = await startFakeStripe()
const stripeWebhookSecret = `whsec_${randomBytes(24).toString('hex')}`
writeFileSync(
  join(KEY_DIR, 'server.json'),
  JSON.stringify({ apiUrl: backend.url, stripeApiUrl: stripe.url, stripeWebhookSecret }),
)

// Node runs next directly (not through npx), so stopping this script stops the server too.
const next = spawn(
  process.execPath,
  [join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '--port', String(CONFIGURED_PORT)],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_CLERK_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_SITE_URL: CONFIGURED_ORIGIN,
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      CLERK_SECRET_KEY: `sk_live_${randomBytes(24).toString('hex')}`,
      CLERK_JWT_KEY: publicKeyPem(publicKey),
      CLERK_API_URL: backend.url,
      STRIPE_SECRET_KEY: `sk_test_${randomBytes(24).toString('hex')}`,
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      STRIPE_API_BASE_URL: stripe.url,
    },
  },
)

function stop() {
  next.kill('SIGTERM')
  backend.server.close()
  stripe.server.close()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
next.on('exit', (code) => {
  backend.server.close()
  stripe.server.close()
  process.exit(code ?? 0)
})
