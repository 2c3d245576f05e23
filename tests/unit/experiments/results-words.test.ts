import { describe, expect, it } from 'vitest'
import { analyseExperiment } from '@/lib/experiments/statistics'
import { intervalInWords, liftInWords, verdictInWords } from '@/studio/experiments/words'

const variant = (variantId: string, label: string, visitors: number, conversions: number, share?: number) => ({
  variantId,
  label,
  visitors,
  conversions,
  ...(share === undefined ? {} : { share }),
})

describe('the words of the Results view', () => {
  it('names the variant that converts better, and what the call rests on', () => {
    const { verdict } = analyseExperiment([
      variant('control', 'As it is', 20_000, 1000),
      variant('b', 'Shorter', 20_000, 1200),
    ])
    expect(verdictInWords(verdict)).toEqual([
      'Shorter converts better than the control.',
      'You may choose Shorter as the winner.',
      'The chance that a call like this is wrong is under 5 %, however often you have looked.',
    ])
  })

  it('never says "either will do" of two variants that each beat the control', () => {
    const { verdict } = analyseExperiment([
      variant('control', 'As it is', 2000, 200),
      variant('b', 'B', 2000, 280),
      variant('c', 'C', 2000, 280),
    ])
    expect(verdictInWords(verdict).slice(0, 2)).toEqual([
      'B and C convert better than the control.',
      'Each is better than the control; this does not tell which of them is best.',
    ])
  })

  it('before a call: no "ahead", and about how many more visitors would settle it', () => {
    const { verdict } = analyseExperiment([variant('control', 'As it is', 1000, 100), variant('b', 'B', 1000, 130)])
    const words = verdictInWords(verdict)
    expect(words[0]).toBe('No call yet: no variant converts measurably better or worse than the control.')
    expect(words[1]).toMatch(
      /^If the differences stay as they are, about [\d,]+ more enrolled visitors would settle it\.$/,
    )
    expect(words.join(' ')).not.toMatch(/ahead|best/)
  })

  it('says when there is not enough data yet, what enough is, and what is missing', () => {
    expect(verdictInWords({ kind: 'notEnoughData', noConversions: true, unseen: ['B', 'C'] })).toEqual([
      'Not enough data yet: each variant needs 100 enrolled visitors and the experiment 20 conversions in all. Early figures swing with every visitor: draw no conclusion from them.',
      'Nobody has reached the goal in any variant yet.',
      'Plausible has counted no enrolled visitor for “B” and “C”.',
    ])
  })

  it('warns, in words, when the split is off', () => {
    expect(verdictInWords({ kind: 'sampleRatioMismatch', pValue: 0.0000412 })[0]).toBe(
      'Do not trust these results yet: the visitors were not split as the shares say.',
    )
  })

  it('writes lifts in points with a true minus, and relative to the control where it converted anyone', () => {
    const [b] = analyseExperiment([variant('control', 'As it is', 2000, 100), variant('b', 'B', 2000, 80)]).comparisons
    expect(liftInWords(b)).toBe('−1.0 points (−20 %)')
    expect(intervalInWords({ low: -0.0123, high: 0.004 })).toBe('−1.2 to +0.4 points')
    const [c] = analyseExperiment([variant('control', 'As it is', 2000, 0), variant('c', 'C', 2000, 10)]).comparisons
    expect(liftInWords(c)).toBe('+0.5 points')
    expect(intervalInWords(null)).toBe('–')
  })
})
