import type { Instrumentation } from 'next'
import { digestOf } from './digest'
import { logValue } from './requestValue'
import { logThrottled } from './throttled'

type RequestErrorArguments = Parameters<Instrumentation.onRequestError>

/**
 * The failures already written: Next reports one failure more than once (a page rendered anew reports its render's
 * error, then the same error again as the response's), with the same error object each time. Weakly held, on
 * `globalThis` like the other log state, across the bundles Next loads.
 */
const REPORTED = Symbol.for('persistly.reportedRequestErrors')

/**
 * One log entry per failure of a request (instrumentation.ts's `onRequestError`): the request, the route, the digest
 * the visitor's error page shows as its reference, and the error's stack. The same failure repeated (an outage makes
 * every render fail alike: same digest) is written at most once a minute, with how many were left out.
 */
export function logRequestError(
  error: RequestErrorArguments[0],
  request: Pick<RequestErrorArguments[1], 'method' | 'path'>,
  context: Pick<RequestErrorArguments[2], 'routePath' | 'routeType'>,
  log: Pick<Console, 'error'> = console,
): void {
  const reported = ((globalThis as Record<symbol, WeakSet<object> | undefined>)[REPORTED] ??= new WeakSet())
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return
    reported.add(error)
  }
  const digest = digestOf(error)
  const description = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)
  const kind = digest ?? `${context.routePath}: ${error instanceof Error ? error.message : String(error)}`
  logThrottled(
    log,
    'error',
    `request:${kind}`,
    `[error] ${request.method} ${logValue(request.path)} failed (${context.routeType} ${context.routePath}${digest ? `, digest ${digest}` : ''})`,
    description,
  )
}
