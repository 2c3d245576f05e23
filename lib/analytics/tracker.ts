import { init, track } from '@plausible-analytics/tracker'
import type { ExperimentTagging } from '@/lib/experiments/tagging'
import type { AnalyticsConfig } from './config'
import { GOAL_ATTRIBUTE, type Goal } from './goals'

/**
 * The browser side of analytics: Plausible's official tracker, started once per page load.
 *
 * `init` may run only once per page (a second call throws), while React runs effects twice in Strict Mode
 * and may remount the island: `started` makes starting idempotent. The tracker then sends the first
 * pageview itself and one per client-side route change (it wraps `history.pushState` and listens to
 * `popstate`, and only counts a change of path, so hash links and query changes are not new pageviews).
 */
let started = false
/** Whether the tracker runs: a browser in an experiment first loads its tagging. */
let running = false

/**
 * Goals sent before the tracker runs: an island whose effect runs before the layout's (the Purchase goal of
 * /payment-success, sent as the page opens), or a press while an enrolled browser loads its tagging, would otherwise
 * lose its goal. Sent once it starts; never when analytics
 * is off.
 */
const waiting: Parameters<typeof track>[] = []

export function startAnalytics(config: AnalyticsConfig): void {
  if (started || typeof window === 'undefined') return
  started = true
  // Goals on plain links (no client component needed, and they keep working without JavaScript): any element with
  // `data-goal` sends its goal when pressed, from the first moment (held until the tracker runs: an enrolled browser
  // first loads its tagging). Capture phase, so a handler that stops the event's propagation cannot hide the click.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(`[${GOAL_ATTRIBUTE}]`) : null
      const goal = target?.getAttribute(GOAL_ATTRIBUTE)
      if (goal) trackGoal(goal as Goal)
    },
    { capture: true },
  )
  // Only a browser with the enrolment cookie (ENROLMENT_COOKIE of lib/experiments/cookies.ts, written out) downloads
  // the experiments' tagging, which reads it strictly; no other visitor pays for it.
  if (!document.cookie.includes('persistly-experiment=')) return run(config)
  // A tagging that cannot load leaves this browser uncounted in the experiment; its analytics run all the same.
  import('@/lib/experiments/tagging').then(
    ({ taggingOfThisBrowser }) => run(config, taggingOfThisBrowser()),
    () => run(config),
  )
}

function run(config: AnalyticsConfig, tagging?: ExperimentTagging | null) {
  init({
    domain: config.domain,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    captureOnLocalhost: config.captureOnLocalhost,
    autoCapturePageviews: true,
    // The A/B experiment the browser is in, on every pageview and goal (docs/experiments.md).
    customProperties: tagging?.propertiesOf,
  })
  // Before any goal, so that a goal reached on the page of enrolment counts as reached after it.
  if (tagging?.enrolmentEvent) track(tagging.enrolmentEvent, {})
  running = true
  for (const goal of waiting.splice(0)) track(...goal)
}

/** Whether analytics is running on this page (configured and started). */
export function analyticsStarted(): boolean {
  return started
}

/** Sends a goal (a Plausible custom event), once the tracker runs. Nothing is sent when analytics is off. */
export function trackGoal(goal: Goal, props?: Record<string, string>): void {
  const event: Parameters<typeof track> = [goal, props ? { props } : {}]
  if (running) track(...event)
  else waiting.push(event)
}
