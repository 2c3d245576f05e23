/**
 * The site's typeface: Inter's Latin file from @fontsource-variable/inter, cut down by `npm run typeface`
 * (scripts/subset-typeface.ts). Every character of the package's file stays; the weight axis is narrowed to the
 * weights the site sets, and the OpenType features browsers do not apply by default go. The preloaded file is on
 * every page's critical path, so its size is part of every page's first paint.
 */
export const TYPEFACE = {
  source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  file: 'components/layout/inter-latin-400-700.woff2',
  /** The weights the site's CSS uses: regular, medium, semibold, bold. */
  weights: { min: 400, max: 700 },
} as const
