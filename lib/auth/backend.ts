import 'server-only'
import { createClerkClient } from '@clerk/nextjs/server'
import { clerkConfig } from './config'

/** Clerk's Backend API client (honours CLERK_API_URL, which tests point at a stand-in); null without keys. */
export function clerkBackend() {
  const config = clerkConfig()
  if (!config.configured) return null
  return createClerkClient({ secretKey: config.secretKey, ...(config.apiUrl ? { apiUrl: config.apiUrl } : {}) })
}

export type ClerkBackend = NonNullable<ReturnType<typeof clerkBackend>>
