import { REQUEST_BODY_MAX_BYTES } from '@/lib/http/requestBodyMax'
import { jsonError } from '@/lib/http/json'

/**
 * Next treats a POST with a `multipart/form-data` body, or with a `Next-Action` header, as a possible server action
 * and checks and parses it before rendering. Several of its refusals come out as a 500: a body that is not valid
 * multipart, one over the server actions' 1 MB limit, and a request from another origin (its CSRF check, which
 * answers a mismatch with 500 on purpose), and the arguments of a call that do not decode (React's reply format: JSON).
 * The proxy runs on these requests first (proxy.ts's matcher) and answers them as the client's errors: 403 from
 * another origin, 413 for a body over 1 MB or of unknown length (chunked) before a byte is read, 400 for a malformed
 * one. Arguments that decode but are not what the action takes are the action's to refuse.
 */

/** The header with which Next's client calls a server action from JavaScript. */
export const ACTION_HEADER = 'next-action'

// Next's own tests (server-action-request-meta): method POST and a content type starting with this.
const isMultipartPost = (request: Request) =>
  request.method === 'POST' && (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')

const isActionCall = (request: Request) => request.method === 'POST' && request.headers.has(ACTION_HEADER)

/**
 * Next's CSRF rule for server actions, as it applies it: without an Origin header (an old browser, a hand-made
 * request) anything goes; otherwise the Origin's host must be the first `X-Forwarded-Host` if there is one, else the
 * `Host` (which only an exact match of Next's rule keeps from reaching its 500).
 */
function fromAnotherOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) return false
  if (origin === 'null' || !URL.canParse(origin)) return true
  const originHost = new URL(origin).host
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host')
  return originHost !== host
}

export async function refuseBadServerActionRequest(request: Request): Promise<Response | null> {
  const multipart = isMultipartPost(request)
  if (!multipart && !isActionCall(request)) return null
  if (fromAnotherOrigin(request)) return jsonError(403, 'Cross-origin requests are not allowed.')
  // Next answers a URL-encoded POST itself (an action call with 404, anything else as the page): nothing to parse.
  if (!multipart && request.headers.get('content-type') === 'application/x-www-form-urlencoded') return null
  const length = request.headers.get('content-length')
  if (length === null || !/^\d+$/.test(length) || Number(length) > REQUEST_BODY_MAX_BYTES)
    return jsonError(413, 'Server action bodies must state their length and be at most 1 MB.')
  // A call's arguments sent as text: React sends them as one JSON document.
  return (multipart ? await decodesAsForm(request) : isJson(await request.clone().text()))
    ? null
    : jsonError(400, 'Malformed server action body.')
}

/**
 * A multipart body that parses, whose parts of a form posted without JavaScript (`$ACTION_<n>:<part>`, the action's
 * bound arguments as React encoded them) are JSON. Its other fields are the form's own, any text.
 */
async function decodesAsForm(request: Request): Promise<boolean> {
  try {
    const form = await request.clone().formData()
    return [...form].every(
      ([name, value]) => !/^\$ACTION_\d+:\d+$/.test(name) || (typeof value === 'string' && isJson(value)),
    )
  } catch {
    return false
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
