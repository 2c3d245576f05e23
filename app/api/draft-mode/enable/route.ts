import { answerDraftModeEnable } from '@/lib/sanity/draftModeRequest'

export const dynamic = 'force-dynamic'

/** The Studio's Presentation tool turns draft mode on through here (lib/sanity/draftModeRequest.ts). */
export const GET = answerDraftModeEnable
