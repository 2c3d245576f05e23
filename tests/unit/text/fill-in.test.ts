import { describe, expect, it } from 'vitest'
import { resultsHeading } from '@/lib/search/heading'
import { fillIn } from '@/lib/text/fillIn'
import { seedDocuments } from '@/studio/seed'

/** Templates from content filled in with values from visitors and data (lib/text/fillIn.ts). */
describe('filling in a template', () => {
  it('puts each value in its placeholders as written, `$` patterns included', () => {
    expect(fillIn('Results for “{query}”', { query: 'cold $& email' })).toBe('Results for “cold $& email”')
    for (const value of ['$&', '$`', "$'", '$1', '$$', '$<name>'])
      expect(fillIn('[{query}]', { query: value }), value).toBe(`[${value}]`)
  })

  it('fills every placeholder once, never what a value brought in, and leaves those without a value', () => {
    expect(fillIn('{n} of {n}', { n: 3 })).toBe('3 of 3')
    expect(fillIn('{count} for {query}', { count: '2', query: '{count}' })).toBe('2 for {count}')
    expect(fillIn('{missing} {toString} {n}', { n: 1 })).toBe('{missing} {toString} 1')
  })
})

describe('the heading over search results', () => {
  const messages = seedDocuments.find((document) => document._type === 'searchPage')!.messages as {
    noResults: string
    oneResult: string
    results: string
  }

  it('shows the visitor’s words as typed, whatever `$` patterns they hold', () => {
    expect(resultsHeading(messages, 12, 'a $& b')).toBe('12 results for “a $& b”')
    expect(resultsHeading(messages, 1, "x $` y $' z")).toBe("1 result for “x $` y $' z”")
    expect(resultsHeading(messages, 1200, '{count}')).toBe('1,200 results for “{count}”')
    expect(resultsHeading(messages, 0, 'a $& b')).toContain('“a $& b”')
  })
})
