import { logThrottled } from './throttled.ts'

/**
 * Next's own warnings that any client can trigger, one per request: a call to a server action that does not exist
 * (written with its stack), a server action posted without an `Origin`, a body longer than Next copies for the proxy.
 * The production server (server.ts) sends them through logThrottled: the first of each kind at once, then at most once
 * a minute with how many were left out, so a flood of such requests cannot flood the log. Every other warning is
 * written as it comes. Relative imports only: Node loads it with its own TypeScript support.
 */
const CLIENT_TRIGGERED: readonly (readonly [kind: string, pattern: RegExp])[] = [
  ['next-unknown-action', /^(Failed to find Server Action|Invalid Server Actions request)/],
  ['next-action-without-origin', /^Missing `origin` header from a forwarded Server Actions request/],
  ['next-body-over-proxy-copy', /^Request body exceeded /],
]

export function throttleNextWarnings(target: Pick<Console, 'warn'> = console) {
  // The logger the throttle counts by, and writes to: the console's own warn, as it was.
  const write = { warn: target.warn.bind(target) }
  target.warn = (...args: unknown[]) => {
    const [first] = args
    const text = first instanceof Error ? first.message : typeof first === 'string' ? first : ''
    const kind = CLIENT_TRIGGERED.find(([, pattern]) => pattern.test(text))?.[0]
    if (!kind) return write.warn(...args)
    logThrottled(write, 'warn', kind, `[next] ${text.split('\n')[0]}`)
  }
}
