import { describe, expect, it } from 'vitest'
import {
  analyseExperiment,
  chiSquareSurvival,
  MIN_CONVERSIONS_IN_ALL,
  MIN_VISITORS_PER_VARIANT,
  sampleRatioPValue,
  sequentialHalfWidth,
  type VariantCounts,
} from '@/lib/experiments/statistics'

const variant = (variantId: string, visitors: number, conversions: number, share?: number): VariantCounts => ({
  variantId,
  label: variantId.toUpperCase(),
  visitors,
  conversions,
  ...(share === undefined ? {} : { share }),
})

describe('the always-valid interval', () => {
  // Waudby-Smith et al. (2024), eq. 9, with ρ tuned to 5,000 observations, evaluated independently in Python's
  // math module: sqrt(2(nρ² + 1) · ln(sqrt(nρ² + 1) / α) / (nρ)²) for a per-observation variance of 1.
  it.each([
    [100, 0.6694388617066039],
    [5000, 0.042924337188268456],
    [1_000_000, 0.003656536466184806],
  ])('after %i observations of variance 1 at α = 5 %: half-width %f', (n, halfWidth) => {
    expect(sequentialHalfWidth(1, n, 0.05)).toBeCloseTo(halfWidth, 12)
  })

  it('is wider than a fixed-sample interval (the price of looking every day) and shrinks as visitors arrive', () => {
    expect(sequentialHalfWidth(1, 5000, 0.05)).toBeGreaterThan(1.959963984540054 / Math.sqrt(5000))
    const widths = [100, 1000, 10_000, 100_000].map((n) => sequentialHalfWidth(1, n, 0.05))
    expect(widths).toEqual([...widths].sort((a, b) => b - a))
  })
})

describe('the sample-ratio check', () => {
  // χ² quantiles from published tables (Abramowitz and Stegun, table 26.8).
  it.each([
    [3.841458820694124, 1, 0.05],
    [13.815510557964274, 2, 0.001],
    [11.070497693516351, 5, 0.05],
    [0.454936423119572, 1, 0.5],
  ])('P(χ² > %f, %i degrees of freedom) = %f', (statistic, degrees, p) => {
    expect(chiSquareSurvival(statistic, degrees)).toBeCloseTo(p, 10)
  })

  it('finds a 50/50 split that came out 5,000 to 4,600 off, not one that came out 5,000 to 4,700', () => {
    // χ² = 2 · 200² / 4,800 = 16.7 (p ≈ 4e-5); χ² = 2 · 150² / 4,850 = 9.3 (p ≈ 0.002, chance enough).
    expect(sampleRatioPValue([variant('a', 5000, 0, 50), variant('b', 4600, 0, 50)])).toBeLessThan(0.001)
    expect(sampleRatioPValue([variant('a', 5000, 0, 50), variant('b', 4700, 0, 50)])).toBeGreaterThan(0.001)
  })

  it('weighs the split: 10/90 expects one in ten', () => {
    expect(sampleRatioPValue([variant('a', 1000, 0, 10), variant('b', 9000, 0, 90)])).toBeCloseTo(1, 12)
    expect(sampleRatioPValue([variant('a', 1000, 0, 50), variant('b', 9000, 0, 50)])).toBeLessThan(1e-12)
  })

  it('says nothing without the shares or with too few visitors, and a share of 0 that got visitors is off', () => {
    expect(sampleRatioPValue([variant('a', 5000, 0), variant('b', 10, 0)])).toBeNull()
    expect(sampleRatioPValue([variant('a', 4, 0, 50), variant('b', 3, 0, 50)])).toBeNull()
    expect(sampleRatioPValue([variant('a', 400, 0, 100), variant('b', 3, 0, 0)])).toBe(0)
  })
})

describe('each variant against the control', () => {
  it('calls a variant better only when the interval of its lift excludes zero', () => {
    const { comparisons, verdict } = analyseExperiment([variant('a', 20_000, 1000), variant('b', 20_000, 1200)])
    const [b] = comparisons
    expect(b.difference).toBeCloseTo(0.01, 12)
    expect(b.relativeLift).toBeCloseTo(0.2, 12)
    expect(b.interval!.low).toBeGreaterThan(0)
    expect(b).toMatchObject({ call: 'better' })
    expect(verdict).toEqual({ kind: 'called', better: ['B'], worse: [] })
  })

  it('calls a variant worse when the whole interval is below zero', () => {
    const { verdict } = analyseExperiment([variant('a', 20_000, 1200), variant('b', 20_000, 1000)])
    expect(verdict).toEqual({ kind: 'called', better: [], worse: ['B'] })
  })

  it('with three variants, tells each apart from the control rather than asking which is best', () => {
    // Two variants alike and both ahead of the control: "best of all" is a coin toss between them, yet each beats
    // the control, which is what a marketer needs to know.
    const { verdict } = analyseExperiment([variant('a', 2000, 200), variant('b', 2000, 280), variant('c', 2000, 280)])
    expect(verdict).toEqual({ kind: 'called', better: ['B', 'C'], worse: [] })
  })

  it('splits the 5 % between the variants: with fewer visitors, no call yet, and how many more would likely do', () => {
    const { comparisons, verdict } = analyseExperiment([
      variant('a', 1000, 100),
      variant('b', 1000, 140),
      variant('c', 1000, 140),
    ])
    expect(comparisons.map((comparison) => comparison.call)).toEqual(['none', 'none'])
    // The pair needs 2,891 visitors at this difference and variance (computed in Python), 1.5 times that in all.
    expect(verdict).toEqual({ kind: 'noCallYet', moreVisitors: 1337 })
  })

  it('does not say how many more when no difference is seen', () => {
    expect(analyseExperiment([variant('a', 3000, 150), variant('b', 3000, 150)]).verdict).toEqual({
      kind: 'noCallYet',
      moreVisitors: null,
    })
  })
})

describe('the verdict on thin or broken data', () => {
  it('is "not enough data" while a variant has fewer visitors than the minimum, however lopsided', () => {
    const { verdict } = analyseExperiment([
      variant('a', MIN_VISITORS_PER_VARIANT - 1, 0),
      variant('b', MIN_VISITORS_PER_VARIANT * 10, 500),
    ])
    expect(verdict).toEqual({ kind: 'notEnoughData', noConversions: false, unseen: [] })
  })

  it('is "not enough data" below the minimum of conversions in all, and says when nobody converted', () => {
    expect(analyseExperiment([variant('a', 5000, 0), variant('b', 5000, MIN_CONVERSIONS_IN_ALL - 1)]).verdict).toEqual({
      kind: 'notEnoughData',
      noConversions: false,
      unseen: [],
    })
    const { verdict, comparisons } = analyseExperiment([variant('a', 5000, 0), variant('b', 5000, 0)])
    expect(verdict).toEqual({ kind: 'notEnoughData', noConversions: true, unseen: [] })
    expect(comparisons[0]).toMatchObject({ difference: 0, relativeLift: null, call: 'none' })
  })

  it('names a variant Plausible counted nobody for, and gives it no figures rather than NaN', () => {
    const { verdict, variants, comparisons } = analyseExperiment([variant('a', 80, 8), variant('b', 0, 0)])
    expect(verdict).toEqual({ kind: 'notEnoughData', noConversions: false, unseen: ['B'] })
    expect(variants[1].rate).toBeNull()
    expect(comparisons[0]).toEqual({
      variantId: 'b',
      label: 'B',
      difference: null,
      relativeLift: null,
      interval: null,
      call: 'none',
    })
  })

  it('a control at 0 %: a lift in points and no relative lift, all finite', () => {
    const [b] = analyseExperiment([variant('a', 2000, 0), variant('b', 2000, 40)]).comparisons
    expect(b.relativeLift).toBeNull()
    expect([b.difference, b.interval!.low, b.interval!.high].every(Number.isFinite)).toBe(true)
  })

  it('puts a split that is off before anything else: results are not to be trusted', () => {
    const { verdict } = analyseExperiment([variant('a', 20_000, 1000, 50), variant('b', 18_000, 1200, 50)])
    expect(verdict).toMatchObject({ kind: 'sampleRatioMismatch' })
  })

  it('refuses counts that do not add up, in words the view shows', () => {
    expect(() => analyseExperiment([variant('a', 10, 11), variant('b', 10, 1)])).toThrow(
      '“A” has more conversions than enrolled visitors (11 of 10)',
    )
    expect(() => analyseExperiment([variant('a', 10, -1), variant('b', 10, 1)])).toThrow(RangeError)
    expect(() => analyseExperiment([variant('a', 10.5, 1), variant('b', 10, 1)])).toThrow(/not whole numbers/)
    expect(() => analyseExperiment([variant('a', 10, 1)])).toThrow(/two variants/)
  })
})
