import { jsonError } from '@/lib/http/json'

/**
 * Next treats any POST with a `multipart/form-data` body as a possible server action and parses it before
 * rendering; a body that is not valid multipart makes that parse throw, which Next answers with a 500.
 * The proxy parses such bodies first (the same parser) and refuses malformed ones with a 400.
 */
function isMultipartPost(request: Request): boolean {
  // Next's own test (server-action-request-meta): method POST and a content type starting with this.
  return request.method === 'POST' && (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')
}

export async function refuseMalformedMultipart(request: Request): Promise<Response | null> {
  if (!isMultipartPost(request)) return null
  try {
    await request.clone().formData()
    return null
  } catch {
    return jsonError(400, 'Malformed multipart/form-data body.')
  }
}
