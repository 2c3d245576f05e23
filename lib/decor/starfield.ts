import { seededRandom } from '@/lib/random/seededRandom'

/** Stars twinkle in a few groups, each one layer whose opacity the compositor animates: no main-thread work. */
export const TWINKLE_GROUPS = [
  { duration: 3.2, delay: 0 },
  { duration: 4.1, delay: 1.3 },
  { duration: 2.6, delay: 2.1 },
] as const

/** The site's starfields: how many stars each scatters, and the seed that places them (the same in every build). */
export const STARFIELDS = {
  hero: { count: 100, seed: 1 },
  solarSystem: { count: 50, seed: 7 },
} as const

export type StarfieldName = keyof typeof STARFIELDS

/** Star diameters in pixels, whatever the size of the section. */
const STAR_SIZES = [1, 2, 3] as const

/** The file name of one twinkle group's layer, served by app/decor/stars/[layer]/route.ts. */
const layerFile = (name: StarfieldName, group: number) => `${name}-${group}.svg`

export const starLayerPath = (name: StarfieldName, group: number) => `/decor/stars/${layerFile(name, group)}`

/** Every layer the site draws, by file name. */
export const STAR_LAYERS = new Map(
  (Object.keys(STARFIELDS) as StarfieldName[]).flatMap((name) =>
    TWINKLE_GROUPS.map((_, group) => [layerFile(name, group), { name, group }] as const),
  ),
)

/**
 * One twinkle group of a starfield as an SVG image. The stars are images rather than markup: as markup they were a
 * hundred and fifty random coordinates in every page's HTML and again in the data React hydrates from.
 *
 * Each star is a zero-length stroke with round caps, so the stars of one size are a single path ("M x y h0" per
 * star). The image stretches to its section (positions are percentages of it) while the strokes keep their size.
 */
export function starLayerSvg(name: StarfieldName, group: number): string {
  const { count, seed } = STARFIELDS[name]
  const random = seededRandom(seed)
  const stars = Array.from({ length: count }, (_, index) => ({
    group: index % TWINKLE_GROUPS.length,
    at: `M${(random() * 100).toFixed(1)} ${(random() * 100).toFixed(1)}h0`,
    size: STAR_SIZES[Math.floor(random() * STAR_SIZES.length)],
  }))
  const paths = STAR_SIZES.map((size) => {
    const path = stars
      .filter((star) => star.group === group && star.size === size)
      .map((star) => star.at)
      .join('')
    return path ? `<path d="${path}" stroke-width="${size}" vector-effect="non-scaling-stroke"/>` : ''
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" preserveAspectRatio="none" stroke="#fff" stroke-linecap="round">${paths.join('')}</svg>`
}
