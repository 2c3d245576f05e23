/**
 * Warnings a client can trigger at will (bad webhook signatures, calls to a feature that is not configured, searches
 * past the limit, requests that make the server fail): the first of each kind is written at once, the rest at most
 * once a minute with how many were left out, so a flood of requests cannot flood the log. Counted per logger (the
 * console, or one a test passes), on `globalThis`, like warnOnce, across the bundles Next loads. `details` (an error
 * and its stack) are written after the message.
 */
const STATE = Symbol.for('persistly.throttledLog')

export const THROTTLE_INTERVAL_MS = 60_000

type Logger = Partial<Pick<Console, 'warn' | 'error'>>
type Kind = { writtenAt: number; skipped: number }

export function logThrottled(
  log: Logger,
  level: 'warn' | 'error',
  kind: string,
  message: string,
  ...details: unknown[]
): void {
  const now = Date.now()
  const byLogger = ((globalThis as Record<symbol, WeakMap<Logger, Map<string, Kind>> | undefined>)[STATE] ??=
    new WeakMap())
  let kinds = byLogger.get(log)
  if (!kinds) byLogger.set(log, (kinds = new Map()))
  const state = kinds.get(kind)
  if (state && now - state.writtenAt < THROTTLE_INTERVAL_MS) {
    state.skipped++
    return
  }
  kinds.set(kind, { writtenAt: now, skipped: 0 })
  log[level]?.(
    state?.skipped ? `${message} (and ${state.skipped} more like it in the last minute)` : message,
    ...details,
  )
}
