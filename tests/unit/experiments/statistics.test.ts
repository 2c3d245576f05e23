import { describe, expect, it } from 'vitest'
import {
  analyseExperiment,
  chanceToBeBest,
  MIN_CONVERSIONS_IN_ALL,
  MIN_VISITORS_PER_VARIANT,
  wilsonInterval,
  type VariantCounts,
} from '@/lib/experiments/statistics'

const variant = (variantId: string, visitors: number, conversions: number): VariantCounts => ({
  variantId,
  label: variantId.toUpperCase(),
  visitors,
  conversions,
})

describe('the Wilson score interval', () => {
  // Newcombe, "Two-sided confidence intervals for the single proportion", Statistics in Medicine 17 (1998), Table I,
  // method 3 (score interval without continuity correction), to the four decimals the paper prints.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i: %f to %f, as published', (conversions, visitors, low, high) => {
    const interval = wilsonInterval(conversions, visitors)
    expect(interval.low).toBeCloseTo(low, 4)
    expect(interval.high).toBeCloseTo(high, 4)
  })

  it('stays within [0, 1] when every visitor converts', () => {
    const interval = wilsonInterval(20, 20)
    expect(interval.high).toBe(1)
    expect(interval.low).toBeCloseTo(1 - 0.1611, 4)
  })

  it('has no interval without visitors', () => {
    expect(() => wilsonInterval(0, 0)).toThrow(/without visitors/)
  })
})

describe('the chance each variant is best', () => {
  // Reference values computed independently: for two variants, Evan Miller's closed form for P(B > A) with
  // Beta(1 + conversions, 1 + failures) posteriors ("Formulas for Bayesian A/B testing", 2015), evaluated in Python
  // with scipy.special.betaln; for three, scipy.integrate.quad over scipy.stats.beta's pdf and cdf.
  it.each([
    [variant('a', 1000, 100), variant('b', 1000, 130), 0.9821650661176866],
    [variant('a', 200, 20), variant('b', 200, 24), 0.7363588918631421],
    [variant('a', 50, 0), variant('b', 60, 3), 0.9159764733159228],
    [variant('a', 12000, 480), variant('b', 11800, 520), 0.9410280043666579],
  ])('%o against %o: B is best with the reference chance', (a, b, chanceB) => {
    const [chanceA, chanceOfB] = chanceToBeBest([a, b])
    expect(chanceOfB).toBeCloseTo(chanceB, 8)
    expect(chanceA).toBeCloseTo(1 - chanceB, 8)
  })

  it('three variants: the reference chances, summing to 1', () => {
    const chances = chanceToBeBest([variant('a', 1000, 100), variant('b', 1000, 120), variant('c', 1000, 125)])
    expect(chances[0]).toBeCloseTo(0.013932291705081748, 8)
    expect(chances[1]).toBeCloseTo(0.36092107982637095, 8)
    expect(chances[2]).toBeCloseTo(0.6251466284685173, 8)
    expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 8)
  })

  it('identical results: an even chance, whatever the order', () => {
    const chances = chanceToBeBest([variant('a', 300, 30), variant('b', 300, 30)])
    expect(chances[0]).toBeCloseTo(0.5, 9)
    expect(chances[1]).toBeCloseTo(0.5, 9)
  })

  it('posteriors far apart (one narrow, one wide) still sum to 1', () => {
    const chances = chanceToBeBest([variant('a', 200_000, 2_000), variant('b', 10, 5), variant('c', 0, 0)])
    expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 6)
    expect(chances[0]).toBeLessThan(1e-6)
  })

  it('refuses counts that cannot be (more conversions than visitors, negative, fractional)', () => {
    expect(() => chanceToBeBest([variant('a', 10, 11), variant('b', 10, 1)])).toThrow(/Variant a/)
    expect(() => chanceToBeBest([variant('a', 10, -1), variant('b', 10, 1)])).toThrow(RangeError)
    expect(() => chanceToBeBest([variant('a', 10.5, 1), variant('b', 10, 1)])).toThrow(RangeError)
  })
})

describe('the verdict', () => {
  it('says "not enough data" while a variant has fewer visitors than the minimum, however lopsided', () => {
    const results = analyseExperiment([
      variant('a', MIN_VISITORS_PER_VARIANT - 1, 0),
      variant('b', MIN_VISITORS_PER_VARIANT * 10, 500),
    ])
    expect(results.variants[1].chanceBest).toBeGreaterThan(0.99)
    expect(results.verdict).toEqual({ kind: 'notEnoughData' })
  })

  it('says "not enough data" below the minimum of conversions in all', () => {
    const results = analyseExperiment([variant('a', 5000, 0), variant('b', 5000, MIN_CONVERSIONS_IN_ALL - 1)])
    expect(results.verdict).toEqual({ kind: 'notEnoughData' })
  })

  it('names the variant ahead with its chance once that reaches 95 %', () => {
    const results = analyseExperiment([variant('a', 1000, 100), variant('b', 1000, 130)])
    expect(results.verdict).toEqual({
      kind: 'ahead',
      variantId: 'b',
      label: 'B',
      chanceBest: results.variants[1].chanceBest,
    })
  })

  it('has no clear winner below 95 %', () => {
    expect(analyseExperiment([variant('a', 12000, 480), variant('b', 11800, 520)]).verdict).toEqual({
      kind: 'noClearWinner',
    })
  })

  it('gives each variant its rate and interval, and none without visitors', () => {
    const [a, b] = analyseExperiment([variant('a', 263, 81), variant('b', 0, 0)]).variants
    expect(a.rate).toBeCloseTo(81 / 263, 12)
    expect(a.interval?.low).toBeCloseTo(0.2553, 4)
    expect(b).toMatchObject({ rate: null, interval: null })
  })

  it('needs two variants', () => {
    expect(() => analyseExperiment([variant('a', 10, 1)])).toThrow(/two variants/)
  })
})
