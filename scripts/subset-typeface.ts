/**
 * Cuts the site's typeface down from the npm package's file (components/layout/typeface.ts says what stays).
 * Usage: npm run typeface   (after upgrading @fontsource-variable/inter or changing the weights; commit the file)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { type Font, create } from 'fontkit'
import subsetFont from 'subset-font'
import { TYPEFACE } from '../components/layout/typeface'

const source = readFileSync(TYPEFACE.source)
const everyCharacter = String.fromCodePoint(...(create(source) as Font).characterSet) // a .woff2 holds one font
const subset = await subsetFont(source, everyCharacter, {
  targetFormat: 'woff2',
  variationAxes: { wght: TYPEFACE.weights },
})
writeFileSync(TYPEFACE.file, subset)
console.log(`${TYPEFACE.file}: ${(subset.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`)
