/**
 * Two instances of the production build sharing one Redis, as on two machines behind a load balancer: a
 * redis-server on a loopback port, and two Clerk-configured servers (tests/support/clerk-server.ts) with
 * REDIS_URL, each run from a folder of its own holding its own copy of the build (the rest of the project is
 * linked in). The build is the hosted-Sanity one, reading a Content Lake stand-in of its own (the seed dataset),
 * so that a price changed there and published through one instance's webhook can be seen on the other.
 * A control endpoint tells Playwright when both answer, and stops and starts Redis for the specs.
 *
 * Run by Playwright's webServer (tests/support/testServers.ts) after `npm run build:e2e-hosted`: `tsx <this file>`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { seedDocuments } from '@/studio/seed'
import { startContentLake } from '../stand-ins/contentLake'
import { standInTls, trustStandIn } from './standInTls'
import { E2E_REVALIDATE_SECRET, PLAUSIBLE_TEST_DOMAIN } from './e2eSettings'
import { HOSTED_DATASET, HOSTED_DIST_DIR, HOSTED_PROJECT_ID, HOSTED_TOKENS, hostedBuildEnv } from './hostedSanity'
import { startRedisServer, type RedisServer } from './redisServer'
import { whenPrinted } from './whenPrinted'
import {
  INSTANCE_A,
  INSTANCE_B,
  INSTANCES_CONTENT_LAKE_PORT,
  INSTANCES_CONTROL_PORT,
  SHARED_INBOX_FILE,
  SHARED_REDIS_PORT,
} from './sharedRedisSettings'

const root = process.cwd()
const build = join(root, HOSTED_DIST_DIR)
if (!existsSync(join(build, 'BUILD_ID')))
  throw new Error('No hosted-Sanity build: run `npm run build:e2e-hosted` first.')
mkdirSync(join(root, '.data', 'e2e'), { recursive: true })
const instancesDir = join(tmpdir(), `persistly-instances-${INSTANCES_CONTROL_PORT}`)

/**
 * A folder that is the project but for the build, a copy of it as built: without Next's build cache, and with the
 * pages as prerendered (kept aside by content-lake-server.ts, which serves the same build and may be re-rendering
 * its pages at this very moment).
 */
function instanceFolder(name: string): string {
  const dir = join(instancesDir, name)
  mkdirSync(dir, { recursive: true })
  for (const entry of readdirSync(root))
    if (entry !== HOSTED_DIST_DIR && entry !== '.git') symlinkSync(join(root, entry), join(dir, entry))
  const skipped = ['cache', 'built-pages', join('server', 'app'), join('server', 'route-cache')].map((path) =>
    join(build, path),
  )
  const copy = join(dir, HOSTED_DIST_DIR)
  cpSync(build, copy, {
    recursive: true,
    filter: (source) => !skipped.some((path) => source === path || source.startsWith(path + sep)),
  })
  cpSync(join(build, 'built-pages'), join(copy, 'server', 'app'), { recursive: true })
  return dir
}

rmSync(instancesDir, { recursive: true, force: true })
// The instances read the stand-in over HTTPS.
trustStandIn()
const lake = await startContentLake({
  projectId: HOSTED_PROJECT_ID,
  dataset: HOSTED_DATASET,
  documents: seedDocuments,
  tokens: HOSTED_TOKENS,
  port: INSTANCES_CONTENT_LAKE_PORT,
  tls: standInTls(),
})
let redis: RedisServer = await startRedisServer(SHARED_REDIS_PORT)
const instances: ChildProcess[] = [
  ['A', INSTANCE_A],
  ['B', INSTANCE_B],
].map(([name, server]) => {
  const { port } = server as typeof INSTANCE_A
  const child = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'tests/support/clerk-server.ts'), String(port)],
    {
      cwd: instanceFolder(String(name)),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        ...hostedBuildEnv,
        // The same project and dataset as built, served by this harness's own stand-in.
        SANITY_API_HOST: lake.apiHost,
        REDIS_URL: redis.url,
        CONTACT_INBOX_FILE: SHARED_INBOX_FILE,
        SANITY_API_WRITE_TOKEN: '',
        // The specs play one proxy in front of both instances (the load balancer), naming the client.
        TRUSTED_PROXY: 'hops:1',
        SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
        // Experiment results: the Studio's session is checked with the viewer token, and Plausible's Stats API has
        // no key here (the hosted server has one), so the Results tab says what to set.
        SANITY_API_READ_TOKEN: HOSTED_TOKENS.read,
        PLAUSIBLE_SITE_ID: PLAUSIBLE_TEST_DOMAIN,
        PLAUSIBLE_STATS_API_KEY: '',
      },
    },
  )
  child.on('exit', (code) => {
    console.error(`[instances] Instance ${name} exited (${code}).`)
    stop(1)
  })
  return child
})
// Each instance's production server (server.ts) says when it listens, its app prepared.
await Promise.all(
  instances.map((child, index) =>
    whenPrinted(child, /^Ready on /, { timeoutMs: 90_000, echo: true, what: `Instance ${'AB'[index]}` }),
  ),
)

createServer((request, response) => {
  const action = `${request.method} ${request.url}`
  const done = (status: number, text: string) => response.writeHead(status).end(text)
  if (action === 'GET /') return done(200, 'both instances answer')
  if (action === 'POST /redis/stop') return void redis.stop().then(() => done(200, 'stopped'))
  if (action === 'POST /redis/start')
    return void startRedisServer(SHARED_REDIS_PORT).then((server) => {
      redis = server
      done(200, 'started')
    })
  done(404, 'GET /, POST /redis/stop, POST /redis/start')
}).listen(INSTANCES_CONTROL_PORT, '127.0.0.1', () => console.log(`[instances] Ready; Redis at ${redis.url}`))

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const instance of instances) instance.kill('SIGTERM')
  void Promise.allSettled([redis.stop(), lake.close()]).finally(() => {
    rmSync(instancesDir, { recursive: true, force: true })
    process.exit(code)
  })
}
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())
