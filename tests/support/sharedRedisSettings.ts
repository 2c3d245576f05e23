/**
 * The two-instance setup of tests/support/shared-redis-instances.ts, shared with playwright.config.ts and
 * tests/e2e/instances/shared-redis.spec.ts: two production servers from their own copies of one build, one Redis, one
 * Content Lake stand-in.
 */
import { join } from 'node:path'
import { testServer } from './clerkSessions'

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

/** The redis-server the instances share (REDIS_URL). */
export const SHARED_REDIS_PORT = port('E2E_REDIS_PORT', 3460)
/** The instances: Clerk-configured like the purchase specs' server, so checkout can be tried on both. */
export const INSTANCE_A = testServer(port('E2E_INSTANCE_A_PORT', 3461))
export const INSTANCE_B = testServer(port('E2E_INSTANCE_B_PORT', 3462))
/** The harness's control endpoint: answers once both instances do; POST /redis/stop and /redis/start. */
export const INSTANCES_CONTROL_PORT = port('E2E_INSTANCES_CONTROL_PORT', 3463)
export const INSTANCES_CONTROL_URL = `http://127.0.0.1:${INSTANCES_CONTROL_PORT}`
/** The Content Lake stand-in both instances read (the hosted-Sanity build, pointed here at run time). */
export const INSTANCES_CONTENT_LAKE_PORT = port('E2E_INSTANCES_CONTENT_LAKE_PORT', 3464)
export const INSTANCES_CONTENT_LAKE_API_HOST = `https://localhost:${INSTANCES_CONTENT_LAKE_PORT}`
/** Where both instances append contact messages, for the specs to count (absolute: each runs in its own folder). */
export const SHARED_INBOX_FILE = join(process.cwd(), '.data', 'e2e', 'shared-redis-inbox.ndjson')
