import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { assignVariant } from '@/lib/experiments/assignment'

const VISITORS = Array.from({ length: 10_000 }, () => randomUUID())
const EXPERIMENT = 'experiment-hero'

/** How many of `VISITORS` get each variant. */
function counts(variants: { variantId: string; weight: number }[], experiment = EXPERIMENT) {
  const tally = new Map<string, number>()
  for (const visitor of VISITORS) {
    const variant = assignVariant(visitor, experiment, variants)
    tally.set(String(variant), (tally.get(String(variant)) ?? 0) + 1)
  }
  return tally
}

/** Five standard deviations of a binomial count: a correct split falls outside once in millions of runs. */
const bound = (n: number, p: number) => 5 * Math.sqrt(n * p * (1 - p))

describe('assignment of a visitor to a variant', () => {
  const halves = [
    { variantId: 'control', weight: 50 },
    { variantId: 'b', weight: 50 },
  ]

  it('gives a visitor the same variant every time, and depends on the experiment too', () => {
    const visitor = VISITORS[0]
    const first = assignVariant(visitor, EXPERIMENT, halves)
    for (let i = 0; i < 20; i++) expect(assignVariant(visitor, EXPERIMENT, halves)).toBe(first)
    // Another experiment draws afresh: the same visitors are not all in "b" everywhere.
    const same = VISITORS.slice(0, 1000).filter(
      (id) => assignVariant(id, EXPERIMENT, halves) === assignVariant(id, 'another-experiment', halves),
    ).length
    expect(Math.abs(same - 500)).toBeLessThan(bound(1000, 0.5))
  })

  it.each([[[50, 50]], [[90, 10]], [[34, 33, 33]], [[70, 20, 10]]])(
    'holds the split %j over 10,000 visitors within statistical bounds',
    (weights) => {
      const variants = weights.map((weight, index) => ({ variantId: `v${index}`, weight }))
      const tally = counts(variants)
      for (const { variantId, weight } of variants) {
        const expected = (VISITORS.length * weight) / 100
        expect(Math.abs((tally.get(variantId) ?? 0) - expected)).toBeLessThan(bound(VISITORS.length, weight / 100))
      }
    },
  )

  it('never gives a variant with no share, and nothing when no variant has one', () => {
    const tally = counts([
      { variantId: 'control', weight: 100 },
      { variantId: 'b', weight: 0 },
    ])
    expect(tally.get('control')).toBe(VISITORS.length)
    expect(assignVariant(VISITORS[0], EXPERIMENT, [{ variantId: 'b', weight: 0 }])).toBeNull()
  })

  it('moves only the visitors a change of split must move', () => {
    const before = [
      { variantId: 'control', weight: 50 },
      { variantId: 'b', weight: 50 },
    ]
    const after = [
      { variantId: 'control', weight: 30 },
      { variantId: 'b', weight: 70 },
    ]
    const moves = VISITORS.map((id) => [assignVariant(id, EXPERIMENT, before), assignVariant(id, EXPERIMENT, after)])
    // Only control → b: nobody in b is sent to the control.
    expect(moves.filter(([from, to]) => from === 'b' && to === 'control')).toHaveLength(0)
    // And about the 20 % that must move, not more.
    const moved = moves.filter(([from, to]) => from !== to).length
    expect(Math.abs(moved - 2000)).toBeLessThan(bound(VISITORS.length, 0.2))
  })

  it('with three variants, growing one moves visitors into it only, about as many as its gain', () => {
    const before = [
      { variantId: 'control', weight: 34 },
      { variantId: 'b', weight: 33 },
      { variantId: 'c', weight: 33 },
    ]
    const after = [
      { variantId: 'control', weight: 50 },
      { variantId: 'b', weight: 25 },
      { variantId: 'c', weight: 25 },
    ]
    const moves = VISITORS.map((id) => [assignVariant(id, EXPERIMENT, before), assignVariant(id, EXPERIMENT, after)])
    const moved = moves.filter(([from, to]) => from !== to)
    // Contiguous ranges would also move visitors from b to c (24 % in all); here only the necessary 16 % move.
    expect(moved.every(([, to]) => to === 'control')).toBe(true)
    expect(Math.abs(moved.length - 1600)).toBeLessThan(bound(VISITORS.length, 0.16))
  })
})
