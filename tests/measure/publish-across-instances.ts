/**
 * Measures a publish reaching the other instance: two instances of a build that reads a Sanity project (its API
 * on a loopback stand-in), sharing Redis; the Pro plan's price changes in the stand-in, the publish webhook goes
 * to instance A, and the time until instance B's /pricing shows the new price is printed.
 *
 * It builds (`next build` with a project id), so run it in a checkout of its own, never where the e2e build is:
 *   npx tsx tests/measure/publish-across-instances.ts
 * (ports: E2E_REDIS_PORT, E2E_INSTANCE_A_PORT, E2E_INSTANCE_B_PORT, E2E_INSTANCES_CONTROL_PORT, SANITY_LOOPBACK_PORT)
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { resolve } from 'node:path'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { E2E_REVALIDATE_SECRET } from '../support/e2eSettings'
import { INSTANCE_A, INSTANCE_B, INSTANCES_CONTROL_URL } from '../support/sharedRedisSettings'
import { startContentLakeQueries } from './contentLakeQueries'

const lakePort = Number(process.env.SANITY_LOOPBACK_PORT ?? 3465)
const lake = await startContentLakeQueries(lakePort)
const env = {
  ...process.env,
  SANITY_LOOPBACK_API: `http://127.0.0.1:${lakePort}`,
  NODE_OPTIONS: `--import=${resolve('tests/measure/sanity-on-loopback.mjs')}`,
  NEXT_PUBLIC_SANITY_PROJECT_ID: 'loopback',
  NEXT_TELEMETRY_DISABLED: '1',
}
// Not spawnSync: the stand-in answers the build's queries from this process.
const [buildStatus] = await once(spawn('npx', ['next', 'build'], { env, stdio: 'inherit' }), 'exit')
if (buildStatus !== 0) throw new Error('next build failed')

// tsx itself, not npx: the SIGTERM below must reach the harness, which stops Redis and the servers.
const instances = spawn(resolve('node_modules/.bin/tsx'), ['tests/support/shared-redis-instances.ts'], {
  env,
  stdio: 'inherit',
})
const pricingOf = async (origin: string) => (await fetch(`${origin}/pricing`)).text()
try {
  while (
    !(await fetch(INSTANCES_CONTROL_URL)
      .then((response) => response.ok)
      .catch(() => false))
  )
    await new Promise((done) => setTimeout(done, 500))
  for (const { origin } of [INSTANCE_A, INSTANCE_B])
    if (!(await pricingOf(origin)).includes('$4,999')) throw new Error(`${origin}/pricing does not show $4,999`)

  await fetch(`http://127.0.0.1:${lakePort}/__patch`, {
    method: 'POST',
    body: JSON.stringify({ id: 'pricingPlan.pro', set: { priceLabel: '$5,499' } }),
  })
  if ((await pricingOf(INSTANCE_B.origin)).includes('$5,499'))
    throw new Error('B shows the new price before any webhook')

  const body = JSON.stringify({ _type: 'pricingPlan', _id: 'pricingPlan.pro', slug: null })
  const sent = Date.now()
  const webhook = await fetch(`${INSTANCE_A.origin}/api/revalidate`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, sent, E2E_REVALIDATE_SECRET),
    },
  })
  const answered = Date.now()
  console.log(`[measure] webhook on A: ${webhook.status} after ${((answered - sent) / 1000).toFixed(2)} s`)
  while (!(await pricingOf(INSTANCE_B.origin)).includes('$5,499')) {
    if (Date.now() - sent > 30_000) throw new Error('B did not show the new price within 30 s')
    await new Promise((done) => setTimeout(done, 100))
  }
  const seen = Date.now()
  console.log(
    `[measure] new price on B ${((seen - sent) / 1000).toFixed(2)} s after the webhook was sent (${((seen - answered) / 1000).toFixed(2)} s after A answered)`,
  )
} finally {
  instances.kill('SIGTERM')
  lake.close()
}
