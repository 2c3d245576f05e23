import 'server-only'
import { clerkBackend, type ClerkBackend } from '@/lib/auth/backend'

/** A browser signed in to the account, as /account lists it. */
export type AccountSession = {
  id: string
  /** The browser this request came from. */
  current: boolean
  /** "Chrome 131", when Clerk knows it. */
  browser: string | null
  /** "Desktop", "iPhone"…, when Clerk knows it. */
  device: string | null
  /** "Lisbon, PT", when Clerk could place the address. */
  place: string | null
  lastActiveAt: string
}

function backend(clerk: ClerkBackend | null): ClerkBackend {
  if (!clerk) throw new Error('Clerk is not configured.')
  return clerk
}

/** The user's active sessions, the current one first, then the most recently used. */
export async function activeSessionsOf(
  userId: string,
  currentSessionId: string | null,
  clerk: ClerkBackend | null = clerkBackend(),
): Promise<AccountSession[]> {
  const { data } = await backend(clerk).sessions.getSessionList({ userId, status: 'active', limit: 100 })
  return data
    .map((session) => {
      const activity = session.latestActivity
      const browser = [activity?.browserName, activity?.browserVersion].filter(Boolean).join(' ')
      const place = [activity?.city, activity?.country].filter(Boolean).join(', ')
      return {
        id: session.id,
        current: session.id === currentSessionId,
        browser: browser || null,
        device: activity?.deviceType || null,
        place: place || null,
        lastActiveAt: new Date(session.lastActiveAt).toISOString(),
      }
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt))
}

/**
 * Signs out the user's sessions named (only theirs, never the current one: that is what "Sign Out" is for).
 * Answers how many were ended; a session that is not the user's is not touched.
 */
export async function signOutSessions(
  userId: string,
  currentSessionId: string | null,
  which: { sessionId: string } | 'all-others',
  clerk: ClerkBackend | null = clerkBackend(),
): Promise<number> {
  const sessions = await activeSessionsOf(userId, currentSessionId, clerk)
  const ending = sessions.filter(
    (session) => !session.current && (which === 'all-others' || session.id === which.sessionId),
  )
  await Promise.all(ending.map((session) => backend(clerk).sessions.revokeSession(session.id)))
  return ending.length
}
