import { jsonError } from '@/lib/http/json'

/**
 * Next treats any POST with a `multipart/form-data` body as a possible server action and parses it before
 * rendering: a body that is not valid multipart makes that parse throw, and one over the server actions' 1 MB limit
 * makes it give up, both of which Next answers with a 500. The proxy checks such bodies first: over 1 MB, or of
 * unknown length (chunked), 413 before a byte is read; otherwise parsed (the same parser) and refused with 400 when
 * malformed.
 */
function isMultipartPost(request: Request): boolean {
  // Next's own test (server-action-request-meta): method POST and a content type starting with this.
  return request.method === 'POST' && (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')
}

/** Next's limit for a server action's body (`serverActions.bodySizeLimit`, left at its default). */
export const MULTIPART_MAX_BYTES = 1024 * 1024

export async function refuseMalformedMultipart(request: Request): Promise<Response | null> {
  if (!isMultipartPost(request)) return null
  const length = request.headers.get('content-length')
  if (length === null || !/^\d+$/.test(length) || Number(length) > MULTIPART_MAX_BYTES)
    return jsonError(413, 'Multipart bodies must state their length and be at most 1 MB.')
  try {
    await request.clone().formData()
    return null
  } catch {
    return jsonError(400, 'Malformed multipart/form-data body.')
  }
}
