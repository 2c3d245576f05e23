/**
 * The hosted-Sanity test build and server (`npm run build:e2e-hosted`, Playwright's content-lake projects): the
 * same site built and served with a Sanity project configured, every Sanity client pointed at the Content Lake
 * stand-in (tests/stand-ins/contentLake.ts) on a fixed loopback port. Fixed, because the build bakes the API host into
 * the Studio and its Content-Security-Policy.
 */
import { apiHostOptions, apiVersion } from '@/lib/sanity/api'
import { createClient } from '@sanity/client'
import {
  E2E_REVALIDATE_SECRET,
  PLAUSIBLE_STAND_IN_PORT,
  PLAUSIBLE_STAND_IN_STATS_KEY,
  PLAUSIBLE_TEST_DOMAIN,
} from './e2eSettings'

export const CONTENT_LAKE_PORT = Number(process.env.E2E_CONTENT_LAKE_PORT ?? 3510)
const HOSTED_PORT = Number(process.env.E2E_HOSTED_PORT ?? 3511)
export const HOSTED_ORIGIN = `http://localhost:${HOSTED_PORT}`
/** HTTPS with HTTP/2, as Sanity's API (tests/support/standInTls.ts). */
export const CONTENT_LAKE_API_HOST = `https://localhost:${CONTENT_LAKE_PORT}`

export const HOSTED_PROJECT_ID = 'e2estandin'
export const HOSTED_DATASET = 'production'
/** Where the hosted build goes, beside the embedded build's `.next` (git-ignored). */
export const HOSTED_DIST_DIR = '.next-hosted'

/**
 * The tokens the stand-in accepts. The site is built reading without a token, as from a public dataset; its server
 * has the viewer token, for draft mode.
 */
export const HOSTED_TOKENS = {
  write: 'e2e-sanity-write-token',
  /** SANITY_API_READ_TOKEN: draft mode reads drafts and checks the Studio's preview secrets with it. */
  read: 'e2e-sanity-read-token',
  /** What the Studio sends once signed in (its session, kept in localStorage). */
  studio: 'e2e-studio-session-token',
}

/** What the build and the server share: the project, and Sanity's API at the stand-in. */
export const hostedBuildEnv = {
  NEXT_DIST_DIR: HOSTED_DIST_DIR,
  NEXT_PUBLIC_SANITY_PROJECT_ID: HOSTED_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: HOSTED_DATASET,
  SANITY_API_HOST: CONTENT_LAKE_API_HOST,
  // The stand-in serves the images uploaded to it, as Sanity's CDN serves the project's.
  SANITY_IMAGE_HOST: CONTENT_LAKE_API_HOST,
  SANITY_API_READ_TOKEN: '',
}

/**
 * The server adds the viewer token (draft mode), the write token (contact messages become documents, scheduled
 * publishing runs), the webhook secret and the Plausible stand-in's Stats API. Its scheduler checks for due schedules
 * every second, so that a browser test waits seconds, not the default 15, for a schedule it set a few seconds ahead.
 */
export const hostedServerEnv = {
  ...hostedBuildEnv,
  SANITY_API_READ_TOKEN: HOSTED_TOKENS.read,
  PORT: String(HOSTED_PORT),
  NEXT_PUBLIC_SITE_URL: HOSTED_ORIGIN,
  SANITY_API_WRITE_TOKEN: HOSTED_TOKENS.write,
  SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
  SCHEDULE_TICK_SECONDS: '1',
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: '',
  CLERK_SECRET_KEY: '',
  STRIPE_SECRET_KEY: '',
  // Experiment results read the Plausible stand-in's Stats API (the pages themselves send no analytics).
  PLAUSIBLE_STATS_API_KEY: PLAUSIBLE_STAND_IN_STATS_KEY,
  PLAUSIBLE_SITE_ID: PLAUSIBLE_TEST_DOMAIN,
  PLAUSIBLE_API_HOST: `http://127.0.0.1:${PLAUSIBLE_STAND_IN_PORT}`,
}

/** A client of a stand-in with the write token: what an editor's change looks like from outside the site. */
export const contentLakeEditor = (apiHost = CONTENT_LAKE_API_HOST) =>
  createClient({
    projectId: HOSTED_PROJECT_ID,
    dataset: HOSTED_DATASET,
    apiVersion,
    useCdn: false,
    token: HOSTED_TOKENS.write,
    perspective: 'raw',
    ...apiHostOptions(apiHost),
  })
