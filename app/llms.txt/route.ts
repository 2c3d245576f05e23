import { answerLlmsTxt } from '@/lib/markdown/requests'

/** /llms.txt: what assistants read first (lib/markdown/requests.ts). Built with the site, refreshed by the webhook. */
export const dynamic = 'force-static'

export const GET = answerLlmsTxt
