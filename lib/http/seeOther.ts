import { env } from '@/lib/env/server'

/**
 * 303 to a path of the site, the answer to a plain form POST: the browser follows with a GET, on the configured
 * origin (never the Host header's), and nothing stores the answer.
 */
export function seeOther(path: string): Response {
  const location = new URL(path, env.NEXT_PUBLIC_SITE_URL).toString()
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}
