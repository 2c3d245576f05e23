import 'server-only'
import { isClerkAPIResponseError } from '@clerk/nextjs/errors'

/**
 * Every reason Clerk's Backend API gave for refusing a request, in its own words (long messages first), in the
 * order it listed them: a weak password can be too short and found in a breach at once. Empty for failures that
 * are not Clerk's answers (Clerk could not be reached).
 */
export function clerkReasons(error: unknown): string[] {
  if (!isClerkAPIResponseError(error)) return []
  return error.errors.map((reason) => reason.longMessage || reason.message).filter(Boolean)
}

/** Whether Clerk answered the request with a refusal (4xx) rather than failing to answer it. */
export const clerkRefused = (error: unknown) =>
  isClerkAPIResponseError(error) && error.status >= 400 && error.status < 500
