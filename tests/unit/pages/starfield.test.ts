import { describe, expect, it } from 'vitest'
import { GET } from '@/app/decor/stars/[layer]/route'
import { STAR_LAYERS, STARFIELDS, starLayerPath, starLayerSvg, TWINKLE_GROUPS } from '@/lib/decor/starfield'

/** The stars of one layer: each "M x y h0" stroke, with the width of its path. */
function starsOf(svg: string) {
  return [...svg.matchAll(/<path d="([^"]*)" stroke-width="(\d)"/g)].flatMap(([, path, width]) =>
    [...path.matchAll(/M([\d.]+) ([\d.]+)h0/g)].map(([, x, y]) => ({ x: Number(x), y: Number(y), width })),
  )
}

describe('the starfields’ layers', () => {
  it('scatter each starfield’s stars over its twinkle groups, inside the drawing, 1 to 3 px wide', () => {
    for (const [name, { count }] of Object.entries(STARFIELDS) as [keyof typeof STARFIELDS, { count: number }][]) {
      const layers = TWINKLE_GROUPS.map((_, group) => starsOf(starLayerSvg(name, group)))
      expect(layers.flat()).toHaveLength(count)
      // Groups of a third each, so the twinkling is spread over the whole field.
      for (const stars of layers) expect(stars.length).toBeGreaterThanOrEqual(Math.floor(count / TWINKLE_GROUPS.length))
      for (const star of layers.flat()) {
        expect(star.x).toBeGreaterThanOrEqual(0)
        expect(star.x).toBeLessThanOrEqual(100)
        expect(star.y).toBeGreaterThanOrEqual(0)
        expect(star.y).toBeLessThanOrEqual(100)
        expect(['1', '2', '3']).toContain(star.width)
      }
    }
  })

  it('are drawn the same in every build, and differ from one starfield to the other', () => {
    expect(starLayerSvg('hero', 0)).toBe(starLayerSvg('hero', 0))
    expect(starLayerSvg('hero', 0)).not.toBe(starLayerSvg('solarSystem', 0))
  })

  it('are stretched over their section while the strokes keep their width', () => {
    const svg = starLayerSvg('hero', 1)
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100" preserveAspectRatio="none"/,
    )
    expect(svg.match(/<path /g)?.length).toBe(svg.match(/vector-effect="non-scaling-stroke"/g)?.length)
  })

  it('are served as SVG images under the paths the pages use, and no other name is drawn', async () => {
    expect(STAR_LAYERS.size).toBe(Object.keys(STARFIELDS).length * TWINKLE_GROUPS.length)
    for (const [file, { name, group }] of STAR_LAYERS) {
      expect(starLayerPath(name, group)).toBe(`/decor/stars/${file}`)
      const response = await GET(new Request(`http://site/decor/stars/${file}`), {
        params: Promise.resolve({ layer: file }),
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(await response.text()).toBe(starLayerSvg(name, group))
    }
    const unknown = await GET(new Request('http://site/decor/stars/moon-0.svg'), {
      params: Promise.resolve({ layer: 'moon-0.svg' }),
    })
    expect(unknown.status).toBe(404)
  })
})
