import 'server-only'
import { readSignedInRequest } from '@/lib/auth/signedInRequest'
import { jsonError } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { rateLimiterFor } from '@/lib/security/limiters'
import { accountExport, EXPORT_RATE_LIMIT } from './dataExport'

const exportLimiter = rateLimiterFor('account-export', EXPORT_RATE_LIMIT, 'count-per-instance')

/**
 * POST /api/account/export, "Export my data": from /account (no body); answers the signed-in person's data as a JSON
 * file (docs/sign-in.md lists what it holds), only after a recent verification (Clerk's 403 reverification answer
 * otherwise). 429 past the limit, 502 when Clerk or Stripe cannot be asked.
 */
export async function answerExportRequest(request: Request): Promise<Response> {
  const read = await readSignedInRequest(request, {
    logName: '[account] export',
    reverify: true,
    limit: { limiter: exportLimiter, tooManyText: 'Too many exports. Please wait and try again.' },
  })
  if (read.response) return read.response
  const { userId } = read
  try {
    const data = await accountExport(userId)
    const day = data.exportedAt.slice(0, 10)
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="persistly-account-data-${day}.json"`,
        'Cache-Control': 'no-store',
      },
    })
  } catch (error) {
    console.error(`[account] export for ${logValue(userId)} failed:`, (error as Error).message)
    return jsonError(502, 'The export could not be made right now.')
  }
}
