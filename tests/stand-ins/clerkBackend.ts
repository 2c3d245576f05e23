import type { Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readJsonBody, standInServer } from './http'

export type RecordedRequest = { method: string; path: string; authorization: boolean; body: unknown }

type Metadata = Record<string, unknown>
/** Where a session was last used, as Clerk reports it (any field may be missing). */
type Activity = Partial<Record<'browser_name' | 'browser_version' | 'device_type' | 'city' | 'country', string>> & {
  is_mobile?: boolean
}
type StandInSession = { id: string; status: 'active' | 'revoked'; last_active_at: number; latest_activity?: Activity }
type StandInUser = {
  id: string
  email: string
  /** Addresses added to the account whose code was never entered: Clerk lists them, unverified. */
  unverified_emails: string[]
  public_metadata: Metadata
  private_metadata: Metadata
  /** Null: the user has no password (Clerk then refuses to verify one). */
  password: string | null
  /**
   * An authenticator app and backup codes enrolled (through Clerk's Frontend API, which the stand-in does not serve:
   * a test registers the user with them): `totp_enabled`, `backup_code_enabled` and `two_factor_enabled` say so.
   */
  two_step: boolean
  sessions: StandInSession[]
}

/** A few passwords Clerk's breach check knows, for the "found in a data breach" answer. */
const BREACHED_PASSWORDS = new Set(['password123', 'qwertyuiop', 'iloveyou123', '1234567890'])
const MIN_PASSWORD_LENGTH = 8

/** Clerk's 422 with its errors, as its Backend API words them. */
const clerkErrors = (...errors: { code: string; message: string; long_message: string; meta?: unknown }[]) => ({
  errors,
})

/** Why Clerk refuses a new password, every reason at once (as its API lists them). */
function passwordProblems(password: string) {
  const problems = []
  if (password.length < MIN_PASSWORD_LENGTH)
    problems.push({
      code: 'form_password_length_too_short',
      message: 'Passwords must be 8 characters or more.',
      long_message: 'Passwords must be 8 characters or more.',
      meta: { param_name: 'password' },
    })
  if (BREACHED_PASSWORDS.has(password))
    problems.push({
      code: 'form_password_pwned',
      message: 'Password has been found in an online data breach.',
      long_message:
        'Password has been found in an online data breach. For account safety, please use a different password.',
      meta: { param_name: 'password' },
    })
  return problems
}

function sessionJson(user: StandInUser, session: StandInSession) {
  return {
    object: 'session',
    id: session.id,
    client_id: `client_${session.id}`,
    user_id: user.id,
    status: session.status,
    last_active_at: session.last_active_at,
    expire_at: session.last_active_at + 7 * 86_400_000,
    abandon_at: session.last_active_at + 30 * 86_400_000,
    created_at: 0,
    updated_at: session.last_active_at,
    ...(session.latest_activity
      ? {
          latest_activity: {
            object: 'session_activity',
            id: `sess_act_${session.id}`,
            is_mobile: false,
            ...session.latest_activity,
          },
        }
      : {}),
  }
}

/** A user as Clerk's Backend API returns it (the fields the SDK's `User.fromJSON` reads). */
function userJson(user: StandInUser) {
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
      ...user.unverified_emails.map((address, index) => ({
        object: 'email_address',
        id: `idn_${user.id}_${index}`,
        email_address: address,
        verification: { status: 'unverified', strategy: 'email_code', attempts: 0, expire_at: Date.now() + 600_000 },
        linked_to: [],
      })),
    ],
    phone_numbers: [],
    web3_wallets: [],
    external_accounts: [],
    password_enabled: user.password !== null,
    // Two-step verification is enrolled through Clerk's Frontend API, which this stand-in does not serve: registered.
    totp_enabled: user.two_step,
    backup_code_enabled: user.two_step,
    two_factor_enabled: user.two_step,
    last_sign_in_at: null,
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

const USER_PATH = /^\/v1\/users\/([^/?]+)(\/metadata|\/verify_password)?$/
const SESSIONS_PATH = /^\/v1\/sessions\?(.*)$/
const STAND_IN_USER_PATH = /^\/__stand-in\/users\/([^/?]+)$/
const REVOKE_PATH = /^\/v1\/sessions\/([^/?]+)\/revoke$/

/**
 * A loopback stand-in for Clerk's Backend API (the server is given its address as CLERK_API_URL). It records
 * every call the SDK makes (so a test can check, for example, that session tokens were verified without
 * calling Clerk at all) and knows the users a test registers:
 *
 * - `GET /v1/users/:id`: the user; `PATCH /v1/users/:id/metadata`: merges public and private metadata as
 *   Clerk does (deeply; a null removes its key) and answers the updated user; `POST /v1/sessions/:id/revoke`
 *   answers the session as revoked (and marks the user's session so). Unknown users get Clerk's not-found error,
 *   as does every other endpoint.
 * - Passwords and sessions: `POST /v1/users/:id/verify_password` checks the password (Clerk's 422 when wrong);
 *   `PATCH /v1/users/:id` with a `password` sets it, or answers every reason Clerk would refuse it for (too short,
 *   found in a breach); `GET /v1/sessions?user_id=…&status=active` lists the user's sessions with where they were
 *   last used; `DELETE /v1/users/:id` deletes the user.
 * - Test controls: `PUT /__stand-in/users/:id` with `{ "email": …, "unverified_emails"?, "public_metadata"?, "password"?,
 *   "two_step"? (an authenticator app and backup codes enrolled), "sessions"? }` registers (or resets)
 *   a user, `DELETE` removes them;
 *   `GET /__stand-in/users/:id` shows their current state; `GET /__stand-in/requests` lists the recorded calls,
 *   `DELETE /__stand-in/requests` forgets them; `POST /__stand-in/outage` with `{ "path", "times" }` answers the next
 *   `times` calls to that path with Clerk's 503, as when Clerk is down for a moment: the path alone, or with the start
 *   of a query string (`/v1/sessions?user_id=…`, for one user's calls only).
 */
export async function startClerkBackendStandIn(port = 0): Promise<{ url: string; server: Server }> {
  const requests: RecordedRequest[] = []
  const users = new Map<string, StandInUser>()
  let outage: { path: string; times: number } | null = null
  const reply = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const notFound = {
    errors: [
      {
        code: 'resource_not_found',
        message: 'not found',
        long_message: 'The stand-in Clerk API has no such resource.',
      },
    ],
  }

  const server = standInServer(async (request, response) => {
    const path = request.url ?? '/'
    const method = request.method ?? 'GET'
    const body = await readJsonBody(request)

    if (path === '/__stand-in/requests') {
      if (method === 'DELETE') requests.length = 0
      return reply(response, 200, requests)
    }
    if (path === '/__stand-in/outage' && method === 'POST') {
      const { path: failing, times } = (body ?? {}) as { path?: unknown; times?: unknown }
      if (typeof failing !== 'string' || !Number.isInteger(times))
        return reply(response, 400, { error: 'POST { "path": "/v1/…", "times": 1 }' })
      outage = { path: failing, times: times as number }
      return reply(response, 200, outage)
    }
    const control = STAND_IN_USER_PATH.exec(path)
    if (control) {
      const id = decodeURIComponent(control[1])
      if (method === 'PUT') {
        const { email, unverified_emails, public_metadata, password, two_step, sessions } = (body ?? {}) as {
          email?: unknown
          two_step?: unknown
          unverified_emails?: unknown
          public_metadata?: unknown
          password?: unknown
          sessions?: unknown
        }
        if (
          typeof email !== 'string' ||
          (unverified_emails !== undefined &&
            !(Array.isArray(unverified_emails) && unverified_emails.every((address) => typeof address === 'string'))) ||
          (public_metadata !== undefined && !isObject(public_metadata)) ||
          (password !== undefined && typeof password !== 'string') ||
          (two_step !== undefined && typeof two_step !== 'boolean') ||
          (sessions !== undefined && !Array.isArray(sessions))
        ) {
          return reply(response, 400, {
            error:
              'PUT { "email": "…", "unverified_emails"?: ["…"], "public_metadata"?: { … }, "password"?: "…", "two_step"?: true, "sessions"?: [{ "id", "last_active_at"?, "latest_activity"? }] }',
          })
        }
        users.set(id, {
          id,
          email,
          unverified_emails: (unverified_emails as string[] | undefined) ?? [],
          public_metadata: public_metadata ?? {},
          private_metadata: {},
          password: password ?? null,
          two_step: two_step === true,
          sessions: ((sessions ?? []) as Partial<StandInSession>[]).map((session, index) => ({
            id: session.id ?? `sess_${id}_${index}`,
            status: 'active',
            last_active_at: session.last_active_at ?? Date.now(),
            ...(session.latest_activity ? { latest_activity: session.latest_activity } : {}),
          })),
        })
      }
      if (method === 'DELETE') users.delete(id)
      const user = users.get(id)
      return user
        ? reply(response, 200, { ...userJson(user), password: user.password, sessions: user.sessions })
        : reply(response, 404, notFound)
    }

    requests.push({ method, path, authorization: Boolean(request.headers.authorization), body })
    if (
      outage &&
      outage.times > 0 &&
      (outage.path.includes('?') ? path.startsWith(outage.path) : path.split('?')[0] === outage.path)
    ) {
      outage.times -= 1
      return reply(response, 503, {
        errors: [
          { code: 'service_unavailable', message: 'Service unavailable', long_message: 'Clerk is down (stand-in).' },
        ],
      })
    }
    const revoke = REVOKE_PATH.exec(path)
    if (revoke && method === 'POST') {
      const id = decodeURIComponent(revoke[1])
      for (const user of users.values()) {
        const session = user.sessions.find((candidate) => candidate.id === id)
        if (session) {
          session.status = 'revoked'
          return reply(response, 200, sessionJson(user, session))
        }
      }
      return reply(response, 200, {
        object: 'session',
        id,
        client_id: 'client_stand_in',
        user_id: 'user_stand_in',
        status: 'revoked',
        last_active_at: Date.now(),
        expire_at: Date.now(),
        abandon_at: Date.now(),
        created_at: 0,
        updated_at: Date.now(),
      })
    }
    const list = SESSIONS_PATH.exec(path)
    if (list && method === 'GET') {
      const query = new URLSearchParams(list[1])
      const user = users.get(query.get('user_id') ?? '')
      const status = query.get('status')
      const sessions = (user?.sessions ?? []).filter((session) => !status || session.status === status)
      const data = sessions.map((session) => sessionJson(user!, session))
      return reply(response, 200, { data, total_count: data.length })
    }
    const match = USER_PATH.exec(path)
    const user = match ? users.get(decodeURIComponent(match[1])) : undefined
    if (!match || !user) return reply(response, 404, notFound)
    if (!match[2] && method === 'GET') return reply(response, 200, userJson(user))
    if (!match[2] && method === 'DELETE') {
      users.delete(user.id)
      return reply(response, 200, { object: 'user', id: user.id, deleted: true })
    }
    if (match[2] === '/verify_password' && method === 'POST') {
      const { password } = (body ?? {}) as { password?: unknown }
      if (user.password !== null && password === user.password) return reply(response, 200, { verified: true })
      return reply(
        response,
        422,
        clerkErrors({
          code: 'form_password_incorrect',
          message: 'Password is incorrect.',
          long_message: 'Password is incorrect. Try again, or use another method.',
        }),
      )
    }
    if (!match[2] && method === 'PATCH') {
      const { password } = (body ?? {}) as { password?: unknown }
      if (typeof password === 'string') {
        const problems = passwordProblems(password)
        if (problems.length > 0) return reply(response, 422, clerkErrors(...problems))
        user.password = password
      }
      return reply(response, 200, userJson(user))
    }
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
