import { readTextWithin } from './readTextWithin'
import { jsonError } from './json'

/**
 * A route's JSON body, read within `maxBytes` while it streams, or the 4xx to answer: 415 for another content
 * type, 413 when it is too large, 400 when it is not JSON.
 */
export async function readJson(
  request: Request,
  maxBytes: number,
): Promise<{ body: unknown; response?: never } | { body?: never; response: Response }> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType))
    return { response: jsonError(415, 'Send JSON (Content-Type: application/json).') }
  const text = await readTextWithin(request, maxBytes)
  if (text === null) return { response: jsonError(413, 'Request body too large.') }
  try {
    return { body: JSON.parse(text) }
  } catch {
    return { response: jsonError(400, 'Malformed JSON.') }
  }
}
