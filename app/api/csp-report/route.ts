import { answerCspReportRequest } from '@/lib/security/cspReportRequest'

export const dynamic = 'force-dynamic'

/** Content-Security-Policy violation reports from browsers (lib/security/cspReports.ts). */
export const POST = answerCspReportRequest
