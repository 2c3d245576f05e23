import { describe, expect, it } from 'vitest'
import { analyseExperiment } from '@/lib/experiments/statistics'
import { chanceInWords, verdictInWords } from '@/studio/experiments/words'

const variant = (variantId: string, label: string, visitors: number, conversions: number) => ({
  variantId,
  label,
  visitors,
  conversions,
})

describe('the words of the Results view', () => {
  it('names the variant ahead and its chance, in whole percents', () => {
    const { verdict } = analyseExperiment([variant('control', 'Get Started', 120, 12), variant('b', 'B', 130, 26)])
    expect(verdictInWords(verdict)).toBe('B is ahead: 98 % chance it is best')
  })

  it('says when there is not enough data yet, and what enough is', () => {
    expect(verdictInWords({ kind: 'notEnoughData' })).toBe(
      'Not enough data yet: each variant needs 100 visitors and the experiment 20 conversions in all',
    )
  })

  it('says when nobody is ahead', () => {
    expect(verdictInWords({ kind: 'noClearWinner' })).toBe(
      'No clear winner yet: no variant has a 95 % chance to be best',
    )
  })

  it('never rounds a chance up to a certainty, nor down to an impossibility', () => {
    expect([0.9999, 0.995, 0.99, 0.5, 0.0101, 0.001].map(chanceInWords)).toEqual([
      '> 99 %',
      '> 99 %',
      '99 %',
      '50 %',
      '1 %',
      '< 1 %',
    ])
  })
})
