import 'server-only'
import { analyticsConfig } from './config'
import { env } from '@/lib/env/server'

/**
 * Goals that happen on the server, not in a visitor's browser (create them in Plausible like the others):
 * - `trialConverted`: a free trial's first paid invoice, reported by Stripe's webhook (app/api/webhooks/stripe,
 *   once per trial).
 */
export const SERVER_GOALS = { trialConverted: 'Trial Converted' } as const

type ServerGoal = (typeof SERVER_GOALS)[keyof typeof SERVER_GOALS]

/** Plausible's own events endpoint, when the site sets none. */
const PLAUSIBLE_EVENTS = 'https://plausible.io/api/event'

/**
 * Records a goal that happens on the server, not in a visitor's browser (a free trial's first paid invoice, reported
 * by Stripe's webhook), through Plausible's Events API. Nothing without a Plausible domain; a failure is logged and
 * never fails the caller. `url` is the page the goal is counted on.
 */
export async function sendServerGoal(
  goal: ServerGoal,
  url: string,
  {
    config = analyticsConfig(env),
    fetcher = fetch,
  }: { config?: ReturnType<typeof analyticsConfig>; fetcher?: typeof fetch } = {},
): Promise<boolean> {
  if (!config) return false
  try {
    const response = await fetcher(config.endpoint ?? PLAUSIBLE_EVENTS, {
      method: 'POST',
      // Plausible asks server-side callers for a User-Agent; its visitor hash then groups these server events.
      headers: { 'content-type': 'application/json', 'user-agent': 'persistly-website (server)' },
      body: JSON.stringify({ name: goal, url, domain: config.domain }),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) throw new Error(`Plausible answered ${response.status}`)
    return true
  } catch (error) {
    console.warn(`[analytics] the goal ${JSON.stringify(goal)} was not recorded: ${(error as Error).message}`)
    return false
  }
}
