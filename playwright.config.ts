import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CONFIGURED, WITHOUT_STRIPE } from './tests/support/clerkSessions'
import { assertPinnedNode } from './tests/support/runtime'
import './tests/support/loopbackOnly.mjs'
import { chromiumLoopbackOnly, loopbackOnlyForRun } from './tests/support/loopbackOnlyRun'
import {
  E2E_CONTACT_INBOX_FILE,
  E2E_REVALIDATE_SECRET,
  PLAUSIBLE_FAKE_PORT,
  PLAUSIBLE_STAND_IN_STATS_KEY,
} from './tests/support/e2eSettings'
import { INSTANCES_CONTENT_LAKE_API_HOST, INSTANCES_CONTROL_URL } from './tests/support/sharedRedisSettings'
import { CONTENT_LAKE_API_HOST, HOSTED_DIST_DIR, HOSTED_ORIGIN } from './tests/support/hostedSanity'
import { chromiumTrustsStandIn, trustStandIn } from './tests/support/standInTls'

// The servers below inherit this process's PATH, so they run on the same Node.
assertPinnedNode()
// ...and its NODE_OPTIONS: no test and no server reaches a real host.
loopbackOnlyForRun()
// ...and trust the Content Lake stand-ins' test certificate (tests/support/standInTls.ts).
trustStandIn()

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
/**
 * The servers of the hosted build (content-lake and shared-redis projects): started in CI always (a missing build
 * then fails the run), locally once that build exists.
 */
const withHostedServer = Boolean(process.env.CI) || existsSync(join(HOSTED_DIST_DIR, 'BUILD_ID'))

/**
 * Debian's Chromium headless shell (package chromium-headless-shell: the same Chromium without the browser's window
 * layer, what Playwright runs headless tests in by default): the full browser took three times its processor time
 * for the same tests. Only the phone project needs the full browser (package chromium), for the connection type it
 * is told to see.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Chromium reaching loopback addresses only (`redirects`: see chromiumLoopbackOnly), with `args` added. */
const chromium = ({
  redirects,
  args = [],
  executablePath = HEADLESS_SHELL,
}: { redirects?: Record<string, string>; args?: string[]; executablePath?: string } = {}) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    chromiumLoopbackOnly(redirects),
    chromiumTrustsStandIn(),
    ...args,
  ],
})

/**
 * Browser tests run in Debian's Chromium against the production build (`npm run build:e2e` first: the
 * production build with analytics pointed at the fake Plausible below),
 * served by the production server (`server.ts`, what `npm start` runs) on a private port.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2eGlobalSetup.ts',
  globalTeardown: './tests/support/e2eGlobalTeardown.ts',
  fullyParallel: true,
  // Two workers on any machine (Playwright's default is half the cores: one on a 2-core machine). No retries: a
  // flaky test fails the run and gets fixed, and a forgotten test.only fails CI.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace: actions, DOM snapshots, network, console. Not the screencast: encoding every
    // frame of every test took a fifth of the browser tests' time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromium(),
  },
  // One project per server: each folder under tests/e2e holds the specs of one server, named after it. Workers
  // take tests in this order, skipping a project at its worker limit: the hosted project, held to one worker, comes
  // first, so that its specs run beside the others instead of alone at the end.
  projects: [
    {
      // The site built against the Content Lake stand-in: pages, contact inbox, Studio, draft mode and publishing
      // over the wire. One worker: the Studio specs change content (and put it back) that content.spec.ts compares
      // with the embedded build, so that spec runs first (one worker takes the files in name order).
      name: 'hosted',
      testDir: 'tests/e2e/hosted',
      use: { ...devices['Desktop Chrome'], baseURL: HOSTED_ORIGIN },
      workers: 1,
      fullyParallel: false,
    },
    {
      // Two instances of the hosted build sharing one Redis (REDIS_URL); the spec names each instance's origin. The
      // Studio as built calls the Content Lake at the hosted project's stand-in: in this browser, that address
      // reaches the instances' own stand-in, so that a publish in the Studio reaches the instances.
      name: 'instances',
      testDir: 'tests/e2e/instances',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromium({
          redirects: { [new URL(CONTENT_LAKE_API_HOST).host]: new URL(INSTANCES_CONTENT_LAKE_API_HOST).host },
        }),
      },
    },
    {
      name: 'site',
      testDir: 'tests/e2e/site',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile/,
    },
    {
      name: 'site-mobile',
      testDir: 'tests/e2e/site',
      // A phone on 4G: Chromium's own switch sets the connection type pages see (and that its lazy loading goes
      // by) on any machine, without the DevTools network throttling that now and then stalls a page's load event.
      // The headless shell ignores that switch: the full browser.
      use: {
        ...devices['Pixel 7'],
        launchOptions: chromium({ args: ['--force-effective-connection-type=4G'], executablePath: FULL_BROWSER }),
      },
      grep: /@mobile/,
    },
    {
      // Clerk and Stripe configured against their fakes; the specs tell their calls apart by user and session.
      name: 'configured',
      testDir: 'tests/e2e/configured',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${clerkPort}` },
    },
    {
      name: 'without-stripe',
      testDir: 'tests/e2e/without-stripe',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${noStripePort}` },
    },
    {
      name: 'live',
      testDir: 'tests/e2e/live',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${livePort}` },
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
      // The analytics endpoint `npm run build:e2e` bakes in, and the Stats API the hosted server reads experiment
      // results from: it answers from the events it recorded in this run, so never one left running.
      command: `node tests/fakes/plausible.ts ${PLAUSIBLE_FAKE_PORT} ${PLAUSIBLE_STAND_IN_STATS_KEY}`,
      url: `http://127.0.0.1:${PLAUSIBLE_FAKE_PORT}`,
      reuseExistingServer: false,
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
