import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readJsonBody } from './http'

export type RecordedRequest = { method: string; path: string; authorization: boolean; body: unknown }

type Metadata = Record<string, unknown>
type FakeUser = { id: string; email: string; public_metadata: Metadata; private_metadata: Metadata }

/** A user as Clerk's Backend API returns it (the fields the SDK's `User.fromJSON` reads). */
function userJson(user: FakeUser) {
  const emailId = `idn_${user.id}`
  return {
    object: 'user',
    id: user.id,
    primary_email_address_id: emailId,
    email_addresses: [
      {
        object: 'email_address',
        id: emailId,
        email_address: user.email,
        verification: { status: 'verified', strategy: 'email_code', attempts: 1, expire_at: null },
        linked_to: [],
      },
    ],
    phone_numbers: [],
    web3_wallets: [],
    external_accounts: [],
    public_metadata: user.public_metadata,
    private_metadata: user.private_metadata,
    unsafe_metadata: {},
    created_at: 0,
    updated_at: Date.now(),
  }
}

/** Clerk's metadata merge: deep, and a null removes its key at any level. */
function deepMerge(target: Metadata, update: Metadata | undefined): Metadata {
  for (const [key, value] of Object.entries(update ?? {})) {
    const current = target[key]
    if (value === null) delete target[key]
    else if (isObject(value) && isObject(current)) deepMerge(current, value)
    else target[key] = isObject(value) ? deepMerge({}, value) : value
  }
  return target
}
const isObject = (value: unknown): value is Metadata =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const USER_PATH = /^\/v1\/users\/([^/?]+)(\/metadata)?$/
const FAKE_USER_PATH = /^\/__fake\/users\/([^/?]+)$/
const REVOKE_PATH = /^\/v1\/sessions\/([^/?]+)\/revoke$/

/**
 * A loopback stand-in for Clerk's Backend API (the server is given its address as CLERK_API_URL). It records
 * every call the SDK makes (so a test can check, for example, that session tokens were verified without
 * calling Clerk at all) and knows the users a test registers:
 *
 * - `GET /v1/users/:id`: the user; `PATCH /v1/users/:id/metadata`: merges public and private metadata as
 *   Clerk does (deeply; a null removes its key) and answers the updated user; `POST /v1/sessions/:id/revoke`
 *   answers the session as revoked. Unknown users get Clerk's not-found error, as does every other endpoint.
 * - Test controls: `PUT /__fake/users/:id` with `{ "email": …, "public_metadata"?: … }` registers (or resets)
 *   a user, `DELETE` removes them;
 *   `GET /__fake/users/:id` shows their current state; `GET /__fake/requests` lists the recorded calls,
 *   `DELETE /__fake/requests` forgets them.
 */
export async function startFakeClerkBackend(port = 0): Promise<{ url: string; server: Server }> {
  const requests: RecordedRequest[] = []
  const users = new Map<string, FakeUser>()
  const reply = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const notFound = {
    errors: [
      { code: 'resource_not_found', message: 'not found', long_message: 'The fake Clerk API has no such resource.' },
    ],
  }

  const server = createServer(async (request, response) => {
    const path = request.url ?? '/'
    const method = request.method ?? 'GET'
    const body = await readJsonBody(request)

    if (path === '/__fake/requests') {
      if (method === 'DELETE') requests.length = 0
      return reply(response, 200, requests)
    }
    const control = FAKE_USER_PATH.exec(path)
    if (control) {
      const id = decodeURIComponent(control[1])
      if (method === 'PUT') {
        const { email, public_metadata } = (body ?? {}) as { email?: unknown; public_metadata?: unknown }
        if (typeof email !== 'string' || (public_metadata !== undefined && !isObject(public_metadata))) {
          return reply(response, 400, { error: 'PUT { "email": "…", "public_metadata"?: { … } }' })
        }
        users.set(id, { id, email, public_metadata: public_metadata ?? {}, private_metadata: {} })
      }
      if (method === 'DELETE') users.delete(id)
      const user = users.get(id)
      return user ? reply(response, 200, userJson(user)) : reply(response, 404, notFound)
    }

    requests.push({ method, path, authorization: Boolean(request.headers.authorization), body })
    const revoke = REVOKE_PATH.exec(path)
    if (revoke && method === 'POST') {
      const id = decodeURIComponent(revoke[1])
      return reply(response, 200, {
        object: 'session',
        id,
        client_id: 'client_fake',
        user_id: 'user_fake',
        status: 'revoked',
        last_active_at: Date.now(),
        expire_at: Date.now(),
        abandon_at: Date.now(),
        created_at: 0,
        updated_at: Date.now(),
      })
    }
    const match = USER_PATH.exec(path)
    const user = match ? users.get(decodeURIComponent(match[1])) : undefined
    if (!match || !user) return reply(response, 404, notFound)
    if (!match[2] && method === 'GET') return reply(response, 200, userJson(user))
    if (match[2] && method === 'PATCH') {
      const update = (body ?? {}) as { public_metadata?: Metadata; private_metadata?: Metadata }
      deepMerge(user.public_metadata, update.public_metadata)
      deepMerge(user.private_metadata, update.private_metadata)
      return reply(response, 200, userJson(user))
    }
    return reply(response, 404, notFound)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actualPort } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${actualPort}`, server }
}
