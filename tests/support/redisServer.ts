/**
 * A throwaway redis-server (Debian's `redis-server`, installed by .ci/run) on a loopback port, for the tests
 * of what several instances share. Nothing is written to disk; stop() ends it.
 */
import { spawn } from 'node:child_process'
import { whenPrinted } from './whenPrinted'

export type RedisServer = { url: string; port: number; stop(): Promise<void> }

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server'

export async function startRedisServer(port: number): Promise<RedisServer> {
  const child = spawn(
    REDIS_SERVER,
    // Notices include the line that says it accepts connections.
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'notice'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(
        new Error(
          `Cannot start ${REDIS_SERVER} (apt-get install redis-server, or set REDIS_SERVER_PATH): ${error.message}`,
        ),
      ),
    )
    void exited.then((code) =>
      reject(new Error(`${REDIS_SERVER} on port ${port} exited (${code}) before accepting connections.`)),
    )
  })
  const ready = whenPrinted(child, /Ready to accept connections/, {
    timeoutMs: 10_000,
    echo: false,
    what: `${REDIS_SERVER} on port ${port}`,
  })
  await Promise.race([ready, failed])
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
