/**
 * The browser tests' servers, one row each: how the server starts and which Playwright projects run against it.
 * playwright.config.ts derives both its `webServer` and its `projects` lists from this table, so a server and its
 * specs are described once. Each folder under tests/e2e holds the specs of one project, named after it.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { devices, type PlaywrightTestConfig, type Project } from '@playwright/test'
import { CONFIGURED, WITHOUT_STRIPE } from './clerkSessions'
import {
  E2E_CONTACT_INBOX_FILE,
  E2E_REVALIDATE_SECRET,
  PLAUSIBLE_STAND_IN_PORT,
  PLAUSIBLE_STAND_IN_STATS_KEY,
} from './e2eSettings'
import { CONTENT_LAKE_API_HOST, HOSTED_DIST_DIR, HOSTED_ORIGIN } from './hostedSanity'
import { chromiumLoopbackOnly } from './loopbackOnlyRun'
import { INSTANCES_CONTENT_LAKE_API_HOST, INSTANCES_CONTROL_URL } from './sharedRedisSettings'
import { chromiumTrustsStandIn } from './standInTls'

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>

export interface BrowserTestServer {
  webServer: WebServer
  /** The projects whose specs run against this server (none for a stand-in the site itself calls). */
  projects: Project[]
  /** Projects of other servers whose specs call this one as well, so that running them alone starts it too. */
  alsoCalledBy?: string[]
  /** False when the server cannot run here (no build of it, no keys for it): then neither it nor its projects run. */
  runs: boolean
  /** The npm script that builds what this server serves (none for a stand-in): `npm run test:changed` builds it. */
  build?: 'build:e2e' | 'build:e2e-hosted'
}

/** The main server: the embedded content, without Clerk. */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 3100)
/** Next's own server on the site build, where the proxy is the front door (tests/e2e/proxy-door). */
const PROXY_DOOR_PORT = Number(process.env.E2E_PROXY_DOOR_PORT ?? 3104)
/** Only with real Clerk development keys in E2E_CLERK_PUBLISHABLE_KEY / E2E_CLERK_SECRET_KEY. */
const LIVE_PORT = Number(process.env.E2E_CLERK_LIVE_PORT ?? 3102)
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
 * The servers of the hosted build (hosted and instances projects): started in CI always (a missing build then fails
 * the run), locally once that build exists.
 */
const hostedBuildExists = Boolean(process.env.CI) || existsSync(join(HOSTED_DIST_DIR, 'BUILD_ID'))

/**
 * Debian's Chromium headless shell (package chromium-headless-shell: the same Chromium without the browser's window
 * layer, what Playwright runs headless tests in by default): the full browser took three times its processor time
 * for the same tests. Only the phone project needs the full browser (package chromium), for the connection type it
 * is told to see.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Chromium reaching loopback addresses only (`redirects`: see chromiumLoopbackOnly), with `args` added. */
export const chromium = ({
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

const desktop = devices['Desktop Chrome']

/**
 * In this order because workers take tests in project order, skipping a project at its worker limit: the hosted
 * project, held to one worker, comes first, so that its specs run beside the others instead of alone at the end.
 */
export const testServers: BrowserTestServer[] = [
  {
    // The Content Lake stand-in (fixed port, baked into the build) and the hosted build's production server. Never
    // reused: the specs change the stand-in's content.
    webServer: {
      command: `npx tsx tests/support/content-lake-server.ts serve`,
      url: HOSTED_ORIGIN,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    projects: [
      {
        // Pages, contact inbox, Studio, draft mode and publishing over the wire. One worker: the Studio specs change
        // content (and put it back) that content.spec.ts compares with the embedded build, so that spec runs first
        // (one worker takes the files in name order).
        name: 'hosted',
        testDir: 'tests/e2e/hosted',
        use: { ...desktop, baseURL: HOSTED_ORIGIN },
        workers: 1,
        fullyParallel: false,
      },
    ],
    // The instances specs load the Studio from this server (its Content Lake calls reach their own stand-in).
    alsoCalledBy: ['instances'],
    build: 'build:e2e-hosted',
    runs: hostedBuildExists,
  },
  {
    // A redis-server, a Content Lake stand-in and two instances of the hosted build, each from its own copy of it
    // (tests/support/shared-redis-instances.ts).
    webServer: {
      command: `npx tsx tests/support/shared-redis-instances.ts`,
      url: INSTANCES_CONTROL_URL,
      reuseExistingServer: false,
      timeout: 120_000,
      // Time to stop redis-server and delete the instances' copies of the build (the default is SIGKILL).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    },
    projects: [
      {
        // The spec names each instance's origin. The Studio as built calls the Content Lake at the hosted project's
        // stand-in: in this browser, that address reaches the instances' own stand-in, so that a publish in the
        // Studio reaches the instances.
        name: 'instances',
        testDir: 'tests/e2e/instances',
        use: {
          ...desktop,
          launchOptions: chromium({
            redirects: { [new URL(CONTENT_LAKE_API_HOST).host]: new URL(INSTANCES_CONTENT_LAKE_API_HOST).host },
          }),
        },
      },
    ],
    build: 'build:e2e-hosted',
    runs: hostedBuildExists,
  },
  {
    webServer: {
      command: `node server.ts`,
      url: `http://localhost:${MAIN_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        PORT: String(MAIN_PORT),
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
    projects: [
      {
        name: 'site',
        testDir: 'tests/e2e/site',
        use: { ...desktop, viewport: { width: 1280, height: 800 } },
        grepInvert: /@mobile/,
      },
      {
        name: 'site-mobile',
        testDir: 'tests/e2e/site',
        // A phone on 4G: Chromium's own switch sets the connection type pages see (and that its lazy loading goes
        // by) on any machine, without the DevTools network throttling that now and then stalls a page's load
        // event. The headless shell ignores that switch: the full browser.
        use: {
          ...devices['Pixel 7'],
          launchOptions: chromium({ args: ['--force-effective-connection-type=4G'], executablePath: FULL_BROWSER }),
        },
        grep: /@mobile/,
      },
    ],
    // The hosted content spec compares every page with this embedded build.
    alsoCalledBy: ['hosted'],
    build: 'build:e2e',
    runs: true,
  },
  {
    // The same build under `next start`: no production server in front, so the proxy answers what it would have
    // (docs/architecture.md#the-front-door), as under `next dev` and on Vercel.
    webServer: {
      command: `npx next start --port ${PROXY_DOOR_PORT}`,
      url: `http://localhost:${PROXY_DOOR_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NEXT_TELEMETRY_DISABLED: '1', ...withoutClerk, SANITY_API_WRITE_TOKEN: '' },
    },
    projects: [
      {
        name: 'proxy-door',
        testDir: 'tests/e2e/proxy-door',
        use: { ...desktop, baseURL: `http://localhost:${PROXY_DOOR_PORT}` },
      },
    ],
    build: 'build:e2e',
    runs: true,
  },
  {
    // The analytics endpoint `npm run build:e2e` bakes in, and the Stats API the hosted server reads experiment
    // results from: it answers from the events it recorded in this run, so never one left running.
    webServer: {
      command: `node tests/stand-ins/plausible.ts ${PLAUSIBLE_STAND_IN_PORT} ${PLAUSIBLE_STAND_IN_STATS_KEY}`,
      url: `http://127.0.0.1:${PLAUSIBLE_STAND_IN_PORT}`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    projects: [],
    runs: true,
  },
  {
    // Generates this run's JWT key pair and a Clerk API stand-in, then starts the production server with them and
    // Stripe's API stand-in (tests/support/clerk-server.ts). The specs tell their calls apart by user and session.
    webServer: {
      command: `npx tsx tests/support/clerk-server.ts ${CONFIGURED.port}`,
      url: CONFIGURED.origin,
      // Never reuse: the specs sign tokens with the key pair this very command generates.
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NEXT_TELEMETRY_DISABLED: '1', SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET },
    },
    projects: [
      {
        name: 'configured',
        testDir: 'tests/e2e/configured',
        use: { ...desktop, baseURL: CONFIGURED.origin },
      },
    ],
    build: 'build:e2e',
    runs: true,
  },
  {
    // Like the one above, without Stripe keys.
    webServer: {
      command: `npx tsx tests/support/clerk-server.ts ${WITHOUT_STRIPE.port} --without-stripe`,
      url: WITHOUT_STRIPE.origin,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    },
    projects: [
      {
        name: 'without-stripe',
        testDir: 'tests/e2e/without-stripe',
        use: { ...desktop, baseURL: WITHOUT_STRIPE.origin },
      },
    ],
    build: 'build:e2e',
    runs: true,
  },
  {
    // Real Clerk development keys, given by whoever runs the suite (docs/sign-in.md, "Live suite").
    webServer: {
      command: `node server.ts`,
      url: `http://localhost:${LIVE_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(LIVE_PORT),
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_PUBLIC_SITE_URL: `http://localhost:${LIVE_PORT}`,
        NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: liveKeys?.publishableKey ?? '',
        CLERK_SECRET_KEY: liveKeys?.secretKey ?? '',
        CLERK_JWT_KEY: '',
        CLERK_API_URL: '',
      },
    },
    projects: [
      {
        name: 'live',
        testDir: 'tests/e2e/live',
        use: { ...desktop, baseURL: `http://localhost:${LIVE_PORT}` },
      },
    ],
    build: 'build:e2e',
    runs: liveKeys !== null,
  },
]

/**
 * The projects a run was asked for on the command line (`--project=site`, `--project site`, several, `*` as a
 * wildcard: Playwright's own matching, case-insensitive), or null for all of them.
 */
export function requestedProjects(argv: readonly string[]): RegExp[] | null {
  const names = argv.flatMap((argument, index) => {
    if (argument.startsWith('--project=')) return [argument.slice('--project='.length)]
    return argument === '--project' && argv[index + 1] ? [argv[index + 1]] : []
  })
  if (names.length === 0) return null
  const pattern = (name: string) =>
    new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`, 'i')
  return names.map(pattern)
}

/**
 * The servers a run needs: those of the projects it runs and those their specs also call, and the stand-ins every
 * build calls (no projects of their own). Only the runner starts servers; the projects stay the whole list, as each
 * worker reads this config again without the command line.
 */
export function serversToStart(servers: BrowserTestServer[], argv: readonly string[]): BrowserTestServer[] {
  const requested = requestedProjects(argv)
  if (!requested) return servers
  return servers.filter(
    (server) =>
      server.projects.length === 0 ||
      [...server.projects.map((project) => project.name ?? ''), ...(server.alsoCalledBy ?? [])].some((name) =>
        requested.some((pattern) => pattern.test(name)),
      ),
  )
}
