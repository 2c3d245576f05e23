import { publicEnv } from '@/lib/env/public'

/** Sanity settings shared by the site, the Studio and the CLI (public values only). */
export const apiVersion = '2025-10-01'
export const projectId = publicEnv.NEXT_PUBLIC_SANITY_PROJECT_ID
export const dataset = publicEnv.NEXT_PUBLIC_SANITY_DATASET

/**
 * Client options for SANITY_API_HOST (tests: a loopback stand-in). Sanity's own API is reached on the project's
 * hostname; any other host is addressed as it is given.
 */
export const apiHostOptions = (apiHost: string | undefined) =>
  apiHost ? { apiHost, useProjectHostname: false } : {}
