import { env } from '@/lib/env/server'
import { experimentResults, resultsResponse } from '@/lib/experiments/results'
import { previewClient } from '@/lib/sanity/fetch'

export const dynamic = 'force-dynamic'

/** Published content, plain strings: the viewer token's client without draft mode's perspective and encoding. */
const reader = previewClient?.withConfig({ perspective: 'published', stega: false }) ?? null

/**
 * GET /api/studio/experiments/<id>/results: an experiment's visitors and conversions per variant, from Plausible's
 * Stats API, for the Studio's results view (lib/experiments/results.ts says who may ask).
 */
export async function GET(request: Request, { params }: RouteContext<'/api/studio/experiments/[id]/results'>) {
  const { id } = await params
  return resultsResponse(await experimentResults(request, id, { reader, env }))
}
