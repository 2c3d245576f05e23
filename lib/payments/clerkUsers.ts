import 'server-only'
import { createClerkClient } from '@clerk/nextjs/server'
import { clerkConfig } from '@/lib/auth/config'

/** Clerk's Backend API client (honours CLERK_API_URL, which tests point at a fake); null without keys. */
export function clerkBackend() {
  const config = clerkConfig()
  if (!config.configured) return null
  return createClerkClient({ secretKey: config.secretKey, ...(config.apiUrl ? { apiUrl: config.apiUrl } : {}) })
}

export type ClerkBackend = NonNullable<ReturnType<typeof clerkBackend>>

/** The user's primary email for Checkout's receipt, if Clerk can tell; checkout proceeds without one. */
export async function primaryEmailOf(userId: string, clerk: ClerkBackend | null = clerkBackend()) {
  if (!clerk) return undefined
  try {
    const user = await clerk.users.getUser(userId)
    return user.primaryEmailAddress?.emailAddress ?? user.emailAddresses[0]?.emailAddress ?? undefined
  } catch (error) {
    console.warn(
      `[payments] could not read the email of ${userId} from Clerk (${(error as Error).message}); Checkout will ask for it.`,
    )
    return undefined
  }
}

/** What the site knows about a buyer's plan, kept in their Clerk user's public metadata. */
export type SubscriptionMetadata = {
  plan: string | null
  status: string
  subscriptionId: string
  customerId: string | null
  currentPeriodEnd: string | null
  updatedAt: string
}
