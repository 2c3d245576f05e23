/**
 * The JSON answer of every route handler: never cached, whatever it says. `headers` adds to it
 * (e.g. Retry-After).
 */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/** A refusal or failure: `{ error }` with the status. */
export function jsonError(status: number, error: string, headers?: Record<string, string>): Response {
  return jsonResponse(status, { error }, headers)
}
