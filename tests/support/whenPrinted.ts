import type { ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'

/**
 * Resolves when a child process (spawned with its stdout piped) prints a line matching `pattern`: servers say when
 * they accept connections, so nothing polls. Rejects when the child exits first, or after `timeoutMs`. With `echo`,
 * every line is passed on to this process's output.
 */
export function whenPrinted(
  child: ChildProcess,
  pattern: RegExp,
  { timeoutMs, echo, what }: { timeoutMs: number; echo: boolean; what: string },
): Promise<void> {
  if (!child.stdout) throw new Error(`${what}: its output is not piped, so it cannot be watched.`)
  const lines = createInterface({ input: child.stdout })
  return new Promise<void>((resolve, reject) => {
    let ready = false
    const timer = setTimeout(() => reject(new Error(`${what} was not ready within ${timeoutMs / 1000} s.`)), timeoutMs)
    lines.on('line', (line) => {
      if (echo) console.log(line)
      if (ready || !pattern.test(line)) return
      ready = true
      clearTimeout(timer)
      resolve()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (!ready) reject(new Error(`${what} exited (${code}) before it was ready.`))
    })
  })
}
