/**
 * The messages already written, kept on `globalThis`: Next may load a module once per bundle (proxy, route
 * handlers, pages), and the operator should still read each message once per server process.
 */
const WRITTEN = Symbol.for('persistly.warnedOnce')

/** `console.warn(message)`, the first time this message is given in this process only. */
export function warnOnce(message: string): void {
  const written = ((globalThis as Record<symbol, Set<string> | undefined>)[WRITTEN] ??= new Set())
  if (written.has(message)) return
  written.add(message)
  console.warn(message)
}
