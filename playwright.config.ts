import { defineConfig } from '@playwright/test'
import { assertPinnedNode } from './tests/support/runtime'
import './tests/support/loopbackOnly.mjs'
import { loopbackOnlyForRun } from './tests/support/loopbackOnlyRun'
import { trustStandIn } from './tests/support/standInTls'
import { chromium, MAIN_PORT, serversToStart, testServers } from './tests/support/testServers'

// The servers inherit this process's PATH, so they run on the same Node.
assertPinnedNode()
// ...and its NODE_OPTIONS: no test and no server reaches a real host.
loopbackOnlyForRun()
// ...and trust the Content Lake stand-ins' test certificate (tests/support/standInTls.ts).
trustStandIn()

/** The servers that can run here (tests/support/testServers.ts: one row per server, with its projects). */
const servers = testServers.filter((server) => server.runs)

/**
 * Browser tests run in Debian's Chromium against the production build (`npm run build:e2e` first: the
 * production build with analytics pointed at the Plausible stand-in),
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
    baseURL: `http://localhost:${MAIN_PORT}`,
    // A failed test keeps its trace (actions, network, console, sources), a screenshot and the page's accessibility
    // snapshot (error-context.md). Not the DOM snapshot of every action, nor the screencast: they cost much of the
    // browser tests' time (docs/testing.md). Reproducing a failure: `--trace retain-on-failure` adds them.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium(),
  },
  projects: servers.flatMap((server) => server.projects),
  // `--project=site` starts only the servers its specs need.
  webServer: serversToStart(servers, process.argv).map((server) => server.webServer),
})
