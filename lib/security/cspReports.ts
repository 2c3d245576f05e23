import { z } from 'zod'
import { jsonError } from '@/lib/http/json'
import { readTextWithin } from '@/lib/http/readTextWithin'
import { logValue } from '@/lib/log/requestValue'
import { logThrottled } from '@/lib/log/throttled'
import { exhaustedNetwork, type NetworkLimiters, type NetworkRateLimits } from './networks'
import type { RateLimiter } from './rateLimit'

/**
 * Content-Security-Policy violation reports (POST CSP_REPORT_PATH, lib/site/routes.ts), in both formats browsers send:
 * the Reporting API's `application/reports+json` array (`report-to`, with `Reporting-Endpoints`) and the older
 * `application/csp-report` object (`report-uri`). Anyone can post here, so nothing a report says is trusted or kept:
 * reports are counted in this process's memory and written to the log once a minute, as one line with the count and
 * the most frequent violations (the directive, the blocked resource's origin or keyword, the page's path: never a
 * query string, which may hold a token). Never a 5xx: a malformed, oversized or flooding request gets a 4xx, and a
 * failure of this code a 204 and a throttled log line.
 */

/** A browser's batch of reports is a few KB; larger bodies are refused while they stream (413). */
export const CSP_REPORT_MAX_BYTES = 64 * 1024
/** Reports in one Reporting API batch; more is not a browser's batch. */
export const CSP_REPORT_MAX_BATCH = 100

/**
 * Requests per client: a page with a violation sends a report per occurrence (batched by the Reporting API, not by
 * `report-uri`), so a few pages in a minute stay well inside; a script posting at will does not.
 */
export const CSP_REPORT_RATE_LIMIT = { limit: 60, windowMs: 60_000 } as const
/** Requests from one IPv6 network wider than a /64, on top of each /64's own (as for searches). */
export const CSP_REPORT_NETWORK_RATE_LIMITS = {
  56: { limit: 120, windowMs: 60_000 },
  48: { limit: 240, windowMs: 60_000 },
} as const satisfies NetworkRateLimits

/** How often the count is written, and how many distinct violations one line names (the rest are counted). */
export const CSP_REPORT_LOG_INTERVAL_MS = 60_000
export const CSP_REPORT_LOG_KINDS = 10
/** Distinct violations remembered between two lines: the rest are counted as "others", so memory stays bounded. */
const KINDS_KEPT = 100

const text = z.string().max(CSP_REPORT_MAX_BYTES).optional()
const line = z.number().int().nonnegative().optional()

/** `report-uri`'s body (CSP Level 2 and 3, `application/csp-report`): the field names browsers write. */
const legacyReport = z.object({
  'csp-report': z
    .object({
      'document-uri': text,
      'blocked-uri': text,
      'effective-directive': text,
      'violated-directive': text,
      disposition: text,
      'source-file': text,
      'line-number': line,
    })
    .loose(),
})

/** One report of the Reporting API's batch (`application/reports+json`); other report types are left aside. */
const reportingApiReport = z
  .object({
    type: z.string().max(100),
    url: text,
    body: z.record(z.string(), z.unknown()).optional(),
  })
  .loose()
const reportingApiBody = z
  .object({
    documentURL: text,
    blockedURL: text,
    effectiveDirective: text,
    disposition: text,
    sourceFile: text,
    lineNumber: line,
  })
  .loose()

/** A violation as it is counted and logged. */
export type Violation = { directive: string; blocked: string; page: string; disposition: string }

/** The path of a page's address, without its query or fragment; what is not an address is "unknown". */
function pagePath(address: string | undefined): string {
  if (!address) return 'unknown'
  try {
    return new URL(address).pathname
  } catch {
    return 'unknown'
  }
}

/** A blocked resource: the keyword a browser writes (`inline`, `eval`, `wasm-eval`, `trusted-types-sink`…) or its origin. */
function blockedOf(blocked: string | undefined): string {
  if (!blocked) return 'unknown'
  if (/^[a-z-]{1,40}$/.test(blocked)) return blocked
  try {
    const url = new URL(blocked)
    return url.origin === 'null' ? `${url.protocol}` : url.origin
  } catch {
    return 'unknown'
  }
}

const violation = (fields: {
  directive?: string
  blocked?: string
  document?: string
  disposition?: string
}): Violation => ({
  directive: fields.directive?.split(' ')[0] || 'unknown',
  blocked: blockedOf(fields.blocked),
  page: pagePath(fields.document),
  disposition: fields.disposition === 'report' ? 'report' : 'enforce',
})

/** The media type of a Content-Type header, lowercase, without its parameters. */
const mediaType = (header: string | null) => (header ?? '').split(';')[0].trim().toLowerCase()

type Parsed = { violations: Violation[] } | { error: string }

/** The violations a body holds, by its media type; `error` says what is wrong with it. */
export function parseCspReports(type: string, body: string): Parsed {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { error: 'The report is not JSON.' }
  }
  if (type === 'application/reports+json') {
    if (!Array.isArray(json)) return { error: 'A Reporting API body is an array of reports.' }
    if (json.length > CSP_REPORT_MAX_BATCH) return { error: `At most ${CSP_REPORT_MAX_BATCH} reports at once.` }
    const violations: Violation[] = []
    for (const item of json) {
      const report = reportingApiReport.safeParse(item)
      if (!report.success) return { error: 'A report in the array is not a Reporting API report.' }
      if (report.data.type !== 'csp-violation') continue // another kind of report: not this endpoint's business
      const body = reportingApiBody.safeParse(report.data.body ?? {})
      if (!body.success) return { error: 'A csp-violation report has a malformed body.' }
      const { effectiveDirective, blockedURL, documentURL, disposition } = body.data
      violations.push(
        violation({
          directive: effectiveDirective,
          blocked: blockedURL,
          document: documentURL ?? report.data.url,
          disposition,
        }),
      )
    }
    return { violations }
  }
  const report = legacyReport.safeParse(json)
  if (!report.success) return { error: 'A report-uri body is { "csp-report": { … } }.' }
  const fields = report.data['csp-report']
  return {
    violations: [
      violation({
        directive: fields['effective-directive'] ?? fields['violated-directive'],
        blocked: fields['blocked-uri'],
        document: fields['document-uri'],
        disposition: fields.disposition,
      }),
    ],
  }
}

/** What the reports of the current minute add up to, written as one line when the minute is over. */
export type CspReportLog = {
  add(violations: Violation[]): void
  /** Writes the line now (the timer does it a minute after the first report), if there is anything to write. */
  flush(): void
}

export function createCspReportLog({
  log = console,
  intervalMs = CSP_REPORT_LOG_INTERVAL_MS,
}: { log?: Pick<Console, 'warn'>; intervalMs?: number } = {}): CspReportLog {
  let kinds = new Map<string, number>()
  let others = 0
  let total = 0
  let timer: ReturnType<typeof setTimeout> | null = null

  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    if (total === 0) return
    const listed = [...kinds].sort((a, b) => b[1] - a[1])
    const named = listed.slice(0, CSP_REPORT_LOG_KINDS)
    const rest = others + listed.slice(CSP_REPORT_LOG_KINDS).reduce((sum, [, count]) => sum + count, 0)
    log.warn(
      `[csp] ${total} violation report${total === 1 ? '' : 's'} in the last minute: ${named
        .map(([kind, count]) => `${kind} ×${count}`)
        .join('; ')}${rest ? `; ${rest} more of other kinds` : ''}.`,
    )
    kinds = new Map()
    others = 0
    total = 0
  }

  return {
    add(violations) {
      for (const { directive, blocked, page, disposition } of violations) {
        const kind = `${disposition === 'report' ? 'report-only ' : ''}${logValue(directive)} blocked ${logValue(blocked)} on ${logValue(page)}`
        total++
        if (kinds.has(kind) || kinds.size < KINDS_KEPT) kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
        else others++
      }
      if (total > 0 && !timer) {
        timer = setTimeout(flush, intervalMs)
        timer.unref?.()
      }
    },
    flush,
  }
}

export type CspReportContext = {
  limiter: RateLimiter
  networkLimiters: NetworkLimiters
  /** Who is sending, for the limit: requestClientKey() of lib/security/requestClient.ts. */
  clientKey: string
  reports: CspReportLog
  log?: Pick<Console, 'warn' | 'error'>
}

const ACCEPTED_TYPES = ['application/reports+json', 'application/csp-report', 'application/json']

/** No body, never cached: what a browser's report gets. */
const accepted = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST CSP_REPORT_PATH. 204 for reports taken (and for a batch holding no CSP violation); 415 for another media type,
 * 429 past the limit (the body unread), 413 past CSP_REPORT_MAX_BYTES (read no further), 400 for a malformed body.
 */
export async function answerCspReport(request: Request, context: CspReportContext): Promise<Response> {
  const { limiter, networkLimiters, clientKey, reports, log = console } = context
  try {
    const type = mediaType(request.headers.get('content-type'))
    if (!ACCEPTED_TYPES.includes(type))
      return jsonError(415, `Send application/reports+json or application/csp-report.`)
    if (!(await limiter.take(clientKey)) || (await exhaustedNetwork(clientKey, networkLimiters))) {
      logThrottled(log, 'warn', 'csp-report-limit', `[csp] Too many reports from ${logValue(clientKey)}: turned away.`)
      return jsonError(429, 'Too many reports.', {
        'Retry-After': String(Math.ceil(CSP_REPORT_RATE_LIMIT.windowMs / 1000)),
      })
    }
    const body = await readTextWithin(request, CSP_REPORT_MAX_BYTES)
    if (body === null) return jsonError(413, `A report body is at most ${CSP_REPORT_MAX_BYTES / 1024} KB.`)
    const parsed = parseCspReports(type === 'application/reports+json' ? type : 'application/csp-report', body)
    if ('error' in parsed) return jsonError(400, parsed.error)
    reports.add(parsed.violations)
    return accepted()
  } catch (error) {
    // A failure here (the body's stream broken off, a bug) is not the browser's to retry: taken, logged once a minute.
    logThrottled(log, 'error', 'csp-report-failed', '[csp] A report could not be read.', error)
    return accepted()
  }
}
