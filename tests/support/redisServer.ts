/**
 * A throwaway redis-server (Debian's `redis-server`, installed by .ci/run) on a loopback port, for the tests
 * of what several instances share. Nothing is written to disk; stop() ends it.
 */
import { spawn } from 'node:child_process'
import { connect } from 'node:net'

export type RedisServer = { url: string; port: number; stop(): Promise<void> }

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server'

export async function startRedisServer(port: number): Promise<RedisServer> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
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
  await Promise.race([waitForPort(port), failed])
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

async function waitForPort(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await accepts(port))) {
    if (Date.now() > deadline)
      throw new Error(`Nothing accepted connections on 127.0.0.1:${port} within ${timeoutMs} ms.`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.setTimeout(1_000, () => socket.destroy())
  })
