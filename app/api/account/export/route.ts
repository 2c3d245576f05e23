import { accountExport, EXPORT_RATE_LIMIT } from '@/lib/account/dataExport'
import { requireUser } from '@/lib/auth/requireUser'
import { jsonError } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { rateLimiterFor } from '@/lib/security/limiters'
import { refuseCrossOrigin } from '@/lib/security/sameOrigin'

export const dynamic = 'force-dynamic'

const exportLimiter = rateLimiterFor('account-export', EXPORT_RATE_LIMIT, 'count-per-instance')

/**
 * "Export my data": POST from /account (no body); answers the signed-in person's data as a JSON file
 * (docs/sign-in.md lists what it holds). 429 past the limit, 502 when Clerk or Stripe cannot be asked.
 */
export async function POST(request: Request) {
  const user = await requireUser()
  if (user.response) return user.response
  const crossOrigin = refuseCrossOrigin(request, '[account] export')
  if (crossOrigin) return crossOrigin
  if (!(await exportLimiter.take(user.userId))) {
    const retryAfterSeconds = Math.ceil((await exportLimiter.retryAfterMs(user.userId)) / 1000)
    return jsonError(429, 'Too many exports. Please wait and try again.', { 'Retry-After': String(retryAfterSeconds) })
  }
  try {
    const data = await accountExport(user.userId)
    const day = data.exportedAt.slice(0, 10)
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="persistly-account-data-${day}.json"`,
        'Cache-Control': 'no-store',
      },
    })
  } catch (error) {
    console.error(`[account] export for ${logValue(user.userId)} failed:`, (error as Error).message)
    return jsonError(502, 'The export could not be made right now.')
  }
}
