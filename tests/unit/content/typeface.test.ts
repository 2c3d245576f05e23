import { statSync } from 'node:fs'
import { type Font, openSync } from 'fontkit'
import { describe, expect, it } from 'vitest'
import { TYPEFACE } from '@/components/layout/typeface'

// A .woff2 file holds one font (fontkit returns collections only for .ttc and .dfont files).
const source = openSync(TYPEFACE.source) as Font
const typeface = openSync(TYPEFACE.file) as Font

// The file is generated (`npm run typeface`): a package upgrade or a change of weights without it shows here.
describe('The site’s typeface', () => {
  it('keeps every character of the package’s Latin file', () => {
    expect([...typeface.characterSet].sort()).toEqual([...source.characterSet].sort())
    expect(typeface.familyName).toBe(source.familyName)
  })

  it('varies in weight over exactly the weights the site sets', () => {
    expect(typeface.variationAxes.wght).toMatchObject(TYPEFACE.weights)
  })

  it('is smaller than the package’s file, which is on every page’s critical path', () => {
    expect(statSync(TYPEFACE.file).size).toBeLessThan(0.8 * statSync(TYPEFACE.source).size)
  })
})
