import { answerDraftModeDisable } from '@/lib/sanity/draftModeRequest'

export const dynamic = 'force-dynamic'

/** Back to the published site, on the page draft mode was left from (lib/sanity/draftModeRequest.ts). */
export const GET = answerDraftModeDisable
