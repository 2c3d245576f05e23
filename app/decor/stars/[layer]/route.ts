import { STAR_LAYERS, starLayerSvg } from '@/lib/decor/starfield'

/** The starfields' layers (lib/decor/starfield.ts), drawn at build time; any other name is a 404. */
export const dynamicParams = false

export function generateStaticParams() {
  return [...STAR_LAYERS.keys()].map((layer) => ({ layer }))
}

export async function GET(_request: Request, { params }: RouteContext<'/decor/stars/[layer]'>) {
  const layer = STAR_LAYERS.get((await params).layer)
  if (!layer) return new Response('Not found', { status: 404 })
  return new Response(starLayerSvg(layer.name, layer.group), {
    // A day: decorations a day old are harmless, and a page's visit does not ask for them again.
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  })
}
