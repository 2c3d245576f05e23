import { describe, expect, it } from 'vitest'
import { FALSE_CALL_RATE } from '@/lib/experiments/statistics'
import { binomial, evenShares, simulate } from '@/lib/experiments/simulation'
import { seededRandom } from '@/lib/random/seededRandom'

/**
 * A smaller run of `npm run experiments:simulate`: the Results view's rule, looked at every day for eight weeks, names
 * no winner in an A/A test more often than it promises, and still finds a real lift. The case is the one in which the
 * earlier rule ("ahead" at a 95 % chance to be best) called a winner in 43.6 % of A/A runs.
 */
describe('the decision rule under daily looks', () => {
  const scenario = { baseRate: 0.05, visitorsPerVariantPerDay: 150, variants: 2, days: 56 }

  it('calls a winner in no more than 5 % of A/A tests', () => {
    const outcome = simulate(scenario, 400, 58)
    expect(outcome.runsWithACall / outcome.runs).toBeLessThanOrEqual(FALSE_CALL_RATE)
  })

  it('with three variants too (the 5 % is split between them)', () => {
    const outcome = simulate({ ...scenario, variants: 3 }, 300, 59)
    expect(outcome.runsWithACall / outcome.runs).toBeLessThanOrEqual(FALSE_CALL_RATE)
  })

  it('finds a 30 % lift at 500 visitors a variant a day in most runs, within weeks', () => {
    const outcome = simulate({ ...scenario, visitorsPerVariantPerDay: 500, lift: 0.3 }, 200, 60)
    expect(outcome.runsFindingTheLift / outcome.runs).toBeGreaterThan(0.9)
    expect(outcome.medianDayOfFirstCall).toBeLessThan(28)
  })
})

describe('the simulation’s parts', () => {
  it('draws binomial counts with the right mean and variance', () => {
    const random = seededRandom(7)
    const draws = Array.from({ length: 20_000 }, () => binomial(150, 0.05, random))
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length
    const variance = draws.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (draws.length - 1)
    // 7.5 and 7.125, within five standard errors.
    expect(Math.abs(mean - 7.5)).toBeLessThan(5 * Math.sqrt(7.125 / draws.length))
    expect(Math.abs(variance - 7.125)).toBeLessThan(0.35)
    expect(binomial(5000, 0.9, random)).toBeGreaterThan(4300)
    expect(binomial(10, 0, random)).toBe(0)
  })

  it('splits whole percents that add up to 100, as the Studio requires', () => {
    expect(evenShares(2)).toEqual([50, 50])
    expect(evenShares(3)).toEqual([34, 33, 33])
    expect(evenShares(4)).toEqual([25, 25, 25, 25])
  })
})
