import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CONFIGURED, WITHOUT_STRIPE } from './tests/support/clerkSessions'
import { assertPinnedNode } from './tests/support/runtime'
import { E2E_CONTACT_INBOX_FILE, E2E_REVALIDATE_SECRET, PLAUSIBLE_FAKE_PORT } from './tests/support/e2eSettings'
import { INSTANCES_CONTROL_URL } from './tests/support/sharedRedisSettings'
import { HOSTED_DIST_DIR, HOSTED_ORIGIN } from './tests/support/hostedSanity'

// The servers below inherit this process's PATH, so they run on the same Node.
assertPinnedNode()

const port = Number(process.env.E2E_PORT ?? 3100)
/**
 * A second server from the same build with Clerk configured (keys made per run, Clerk's and Stripe's APIs
 * faked), and a third like it without Stripe keys: tests/support/clerkSessions.ts.
 */
const clerkPort = CONFIGURED.port
const noStripePort = WITHOUT_STRIPE.port
/** A fourth, only with real Clerk development keys in E2E_CLERK_PUBLISHABLE_KEY / E2E_CLERK_SECRET_KEY. */
const livePort = Number(process.env.E2E_CLERK_LIVE_PORT ?? 3102)
const liveKeys =
  process.env.E2E_CLERK_PUBLISHABLE_KEY && process.env.E2E_CLERK_SECRET_KEY
    ? { publishableKey: process.env.E2E_CLERK_PUBLISHABLE_KEY, secretKey: process.env.E2E_CLERK_SECRET_KEY }
    : null
/** The main server runs without Clerk even when the shell (or .env.local) has keys: empty means unset. */
const withoutClerk = {
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: '',
  CLERK_SECRET_KEY: '',
  CLERK_JWT_KEY: '',
  CLERK_API_URL: '',
}
const clerkSpecs =
  /(auth-(configured|live)|purchase-(configured|without-stripe)|account-configured|hostile-requests|client-address|shared-redis)\.spec\.ts/
/** Specs of the hosted-Sanity server (`npm run build:e2e-hosted`, tests/support/content-lake-server.ts). */
const contentLakeSpecs = /content-lake(-publish|-preview|-images)?\.spec\.ts/
/**
 * The servers of the hosted build (content-lake and shared-redis projects): started in CI always (a missing build
 * then fails the run), locally once that build exists.
 */
const withHostedServer = Boolean(process.env.CI) || existsSync(join(HOSTED_DIST_DIR, 'BUILD_ID'))

/**
 * Browser tests run in Debian's Chromium against the production build (`npm run build:e2e` first: the
 * production build with analytics pointed at the fake Plausible below),
 * served by the production server (`server.ts`, what `npm start` runs) on a private port.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile/,
      testIgnore: [clerkSpecs, contentLakeSpecs],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/, testIgnore: [clerkSpecs, contentLakeSpecs] },
    {
      name: 'auth-configured',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${clerkPort}` },
      testMatch: /auth-configured\.spec\.ts/,
    },
    {
      // The same server. Runs after auth-configured: checkout asks the shared Clerk fake for the buyer's email,
      // and auth-configured asserts that verifying sessions never calls Clerk's Backend API.
      name: 'purchase-configured',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${clerkPort}` },
      testMatch: /purchase-configured\.spec\.ts/,
      dependencies: ['auth-configured'],
    },
    {
      // The same server, after the purchase specs (which count the calls reaching the Clerk fake): /account,
      // billing management, the header and signing out.
      name: 'account-configured',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${clerkPort}` },
      testMatch: /account-configured\.spec\.ts/,
      dependencies: ['purchase-configured'],
    },
    {
      name: 'purchase-without-stripe',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${noStripePort}` },
      testMatch: /purchase-without-stripe\.spec\.ts/,
    },
    {
      // Against the server where every integration is configured, so any 5xx is a bug, not a missing key, and
      // started like production with nothing in front (TRUSTED_PROXY unset). After the purchase specs, which
      // count the calls that reach the Clerk fake.
      name: 'security-configured',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${clerkPort}` },
      testMatch: /(hostile-requests|client-address)\.spec\.ts/,
      dependencies: ['purchase-configured'],
    },
    {
      // Two instances of the hosted build sharing one Redis (REDIS_URL); the spec names each instance's origin.
      name: 'shared-redis',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /shared-redis\.spec\.ts/,
    },
    {
      // The site built against the Content Lake stand-in: pages, contact inbox, Studio and draft mode over the wire.
      name: 'content-lake',
      use: { ...devices['Desktop Chrome'], baseURL: HOSTED_ORIGIN },
      testMatch: /content-lake(-preview)?\.spec\.ts/,
    },
    {
      // Changes a price on the same server: after content-lake, which compares its pages with the embedded build.
      name: 'content-lake-publish',
      use: { ...devices['Desktop Chrome'], baseURL: HOSTED_ORIGIN },
      testMatch: /content-lake-(publish|images)\.spec\.ts/,
      dependencies: ['content-lake'],
    },
    {
      name: 'auth-live',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${livePort}` },
      testMatch: /auth-live\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `node server.ts`,
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        PORT: String(port),
        NEXT_TELEMETRY_DISABLED: '1',
        ...withoutClerk,
        // Contact messages go to a file the specs read; webhook calls are signed with the specs' secret.
        SANITY_API_WRITE_TOKEN: '',
        CONTACT_INBOX_FILE: E2E_CONTACT_INBOX_FILE,
        // The contact specs play one proxy in front of the server (tests/e2e/contactHelpers.ts), whatever
        // TRUSTED_PROXY the shell or .env.local has.
        TRUSTED_PROXY: 'hops:1',
        SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      },
    },
    {
      // The analytics endpoint `npm run build:e2e` bakes in: answers like Plausible, keeps nothing. Stateless,
      // so one already running (another checkout's test run) will do.
      command: `node tests/fakes/plausible.mjs ${PLAUSIBLE_FAKE_PORT}`,
      url: `http://127.0.0.1:${PLAUSIBLE_FAKE_PORT}`,
      reuseExistingServer: true,
      timeout: 10_000,
    },
    {
      // Generates this run's JWT key pair and a fake Clerk API, then starts the production server with them.
      command: `npx tsx tests/support/clerk-server.ts ${clerkPort}`,
      url: `http://localhost:${clerkPort}`,
      // Never reuse: the specs sign tokens with the key pair this very command generates.
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NEXT_TELEMETRY_DISABLED: '1', SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET },
    },
    {
      command: `npx tsx tests/support/clerk-server.ts ${noStripePort} --without-stripe`,
      url: `http://localhost:${noStripePort}`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    },
    ...(withHostedServer
      ? [
          {
            // A redis-server, a Content Lake stand-in and two instances of the hosted build, each from its own
            // copy of it (tests/support/shared-redis-instances.ts).
            command: `npx tsx tests/support/shared-redis-instances.ts`,
            url: INSTANCES_CONTROL_URL,
            reuseExistingServer: false,
            timeout: 120_000,
            // Time to stop redis-server and delete the instances' copies of the build (the default is SIGKILL).
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
            env: { NEXT_TELEMETRY_DISABLED: '1' },
          },
          {
            // The stand-in (fixed port, baked into the build) and the hosted build's production server. Never
            // reused: the specs change the stand-in's content.
            command: `npx tsx tests/support/content-lake-server.ts serve`,
            url: HOSTED_ORIGIN,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
    ...(liveKeys
      ? [
          {
            command: `node server.ts`,
            url: `http://localhost:${livePort}`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              PORT: String(livePort),
              NEXT_TELEMETRY_DISABLED: '1',
              NEXT_PUBLIC_SITE_URL: `http://localhost:${livePort}`,
              NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: liveKeys.publishableKey,
              CLERK_SECRET_KEY: liveKeys.secretKey,
              CLERK_JWT_KEY: '',
              CLERK_API_URL: '',
            },
          },
        ]
      : []),
  ],
})
