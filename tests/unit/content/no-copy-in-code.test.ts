import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { seedDocuments } from '@/studio/seed'

/**
 * Marketing copy lives in Sanity. If a sentence, heading, label or price from the content also appears
 * in a component or route file, someone hard-coded it and marketers can no longer change it.
 */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : []
  })
}

function contentStrings(value: unknown, field = ''): string[] {
  if (typeof value === 'string')
    return ['_id', '_type', '_key', '_ref', 'current', 'href', 'url', 'icon', 'anchor', 'planKey'].includes(field)
      ? []
      : [value]
  if (Array.isArray(value)) return value.flatMap((item) => contentStrings(item, field))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => contentStrings(child, key))
  return []
}

const code = ['app', 'components'].flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(file, 'utf8') }))
// Words and labels a visitor reads: prices, and anything with at least two words.
const copy = [...new Set(seedDocuments.flatMap((document) => contentStrings(document)))].filter(
  (text) => /\$\d/.test(text) || (text.trim().includes(' ') && text.length >= 8),
)

describe('copy lives in content, not in code', () => {
  it('finds the site copy to check', () => {
    expect(copy).toEqual(
      expect.arrayContaining(['$2,999', '$4,999', 'Oops! Page not found', 'Start Your Free Trial', 'Most Popular']),
    )
  })

  it('no component or route repeats a price, heading, label or sentence from the content', () => {
    const hardCoded = copy.flatMap((text) =>
      code.filter(({ text: source }) => source.includes(text)).map(({ file }) => `${file}: "${text}"`),
    )
    expect(hardCoded).toEqual([])
  })
})
