import { answerExportRequest } from '@/lib/account/exportRequest'

export const dynamic = 'force-dynamic'

/** "Export my data": the signed-in person's data as a JSON file (lib/account/exportRequest.ts). */
export const POST = answerExportRequest
