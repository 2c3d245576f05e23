/**
 * The request target of an incoming request as Next's router can take it: origin-form (`/path?query`) with a
 * path that decodes. Next answers a path with malformed percent-encoding (`/blog/%E0%A4%A`, `/%`) with a 500, and
 * throws on an absolute-form target it cannot parse (`http://a@[::1/`), so the production server (server.ts)
 * checks every target first. Kept free of imports so server.ts can load it with Node's own TypeScript support.
 */

export type RequestTarget = {
  /** The origin-form target to hand to Next. */
  target: string
  /** The authority of an absolute-form target, which stands in for the Host header (RFC 9112, section 3.2.2). */
  host?: string
}

/** `%` not followed by two hex digits. */
const BROKEN_ESCAPE = /%(?![0-9a-f]{2})/i

function decodes(path: string): boolean {
  if (BROKEN_ESCAPE.test(path)) return false
  try {
    decodeURIComponent(path)
    return true
  } catch {
    // Escapes that are not UTF-8 (`%ff`, a cut-off `%E0%A4`).
    return false
  }
}

/** The target to hand to Next, or null when it is malformed (the client's error: 400). */
export function parseRequestTarget(raw: string): RequestTarget | null {
  if (raw.startsWith('/')) {
    const queryAt = raw.indexOf('?')
    return decodes(queryAt === -1 ? raw : raw.slice(0, queryAt)) ? { target: raw } : null
  }
  // Absolute-form, which HTTP/1.1 servers must accept (RFC 9112, section 3.2.2). Anything else ('*',
  // authority-form) names no page.
  if (!/^https?:\/\//i.test(raw) || !URL.canParse(raw)) return null
  const url = new URL(raw)
  return decodes(url.pathname) ? { target: `${url.pathname}${url.search}`, host: url.host } : null
}
