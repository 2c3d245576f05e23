/**
 * Settings the browser tests share with playwright.config.ts (which starts the servers) and package.json's
 * `build:e2e` (which bakes the analytics endpoint into the build: keep PLAUSIBLE_STAND_IN_ENDPOINT in sync).
 */
import { join } from 'node:path'

/** The Plausible stand-in (tests/stand-ins/plausible.ts): the e2e build sends analytics events to its endpoint. */
export const PLAUSIBLE_STAND_IN_PORT = 3190
export const PLAUSIBLE_STAND_IN_ENDPOINT = `http://127.0.0.1:${PLAUSIBLE_STAND_IN_PORT}/api/event`
export const PLAUSIBLE_TEST_DOMAIN = 'persistly.test'
/** The only Stats API key the stand-in accepts; the hosted server reads experiment results with it. */
export const PLAUSIBLE_STAND_IN_STATS_KEY = 'e2e-plausible-stats-key'

/** The main test server's Sanity webhook secret; the revalidation specs sign their payloads with it. */
export const E2E_REVALIDATE_SECRET = 'e2e-sanity-webhook-secret'

/** Where the main test server appends contact messages (git-ignored), for the specs to check they arrived. */
export const E2E_CONTACT_INBOX_FILE = join('.data', 'e2e', 'contact-submissions.ndjson')
