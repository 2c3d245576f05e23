import 'server-only'
import {
  createCspReportLog,
  answerCspReport,
  CSP_REPORT_NETWORK_RATE_LIMITS,
  CSP_REPORT_RATE_LIMIT,
} from './cspReports'
import { rateLimiterFor } from './limiters'
import { networkLimiters } from './networks'
import { requestClientKey } from './requestClient'

/** Counted for all instances with REDIS_URL; while Redis is down, each instance counts on its own. */
const limiter = rateLimiterFor('csp-report', CSP_REPORT_RATE_LIMIT, 'count-per-instance')
const cspNetworkLimiters = networkLimiters(CSP_REPORT_NETWORK_RATE_LIMITS, (prefix, rule) =>
  rateLimiterFor(`csp-report-${prefix}`, rule, 'count-per-instance'),
)
/** This instance's count, written once a minute. */
const reports = createCspReportLog()

/** POST /api/csp-report (CSP_REPORT_PATH): a browser's Content-Security-Policy violation reports (./cspReports.ts). */
export const answerCspReportRequest = (request: Request) =>
  answerCspReport(request, {
    limiter,
    networkLimiters: cspNetworkLimiters,
    clientKey: requestClientKey(request.headers),
    reports,
  })
