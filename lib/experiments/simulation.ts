/**
 * Simulated experiments judged by the site's own rule (analyseExperiment, ./statistics.ts), looked at every day as a
 * marketer looks at the Results view: how often it names a winner where there is none (A/A: every variant converts
 * alike), and how often it finds a real lift (power). `npm run experiments:simulate` prints both over a grid of
 * base rates, traffic levels and variant counts (scripts/simulate-experiments.ts); the unit tests run a small grid.
 */
import { seededRandom } from '@/lib/random/seededRandom'
import { analyseExperiment, type VariantCounts } from './statistics'

export type Scenario = {
  /** Every variant's conversion rate (the control's, when `lift` is set). */
  baseRate: number
  /** New enrolled visitors per variant per day. */
  visitorsPerVariantPerDay: number
  /** Variants, the control included. */
  variants: number
  /** Days of looking, one look a day. */
  days: number
  /** The last variant's relative lift (0.2: converts 20 % more than the control); 0 or absent for an A/A test. */
  lift?: number
}

export type SimulationOutcome = {
  runs: number
  /** Runs in which any look called any variant better or worse than the control. */
  runsWithACall: number
  /** Runs in which the lifted variant was called better (power); 0 in an A/A test. */
  runsFindingTheLift: number
  /** The day of the first call, as a median over the runs that had one; null without any. */
  medianDayOfFirstCall: number | null
}

/** Shares in whole percents adding up to 100, as the Studio requires: the control takes what does not divide. */
export function evenShares(variants: number): number[] {
  const each = Math.floor(100 / variants)
  return Array.from({ length: variants }, (_, i) => (i === 0 ? 100 - each * (variants - 1) : each))
}

/**
 * A binomial draw by inversion (Kachitvichyanukul and Schmeiser's BINV), exact, in time proportional to n·p: the
 * trials are taken in blocks small enough that (1 − p)^block never underflows.
 */
export function binomial(trials: number, p: number, random: () => number): number {
  if (p > 0.5) return trials - binomial(trials, 1 - p, random)
  if (p <= 0) return 0
  const q = 1 - p
  const odds = p / q
  let successes = 0
  for (let left = trials; left > 0;) {
    const block = Math.min(left, 1000)
    left -= block
    const a = (block + 1) * odds
    let chance = q ** block
    let u = random()
    let x = 0
    while (u > chance && x < block) {
      u -= chance
      x += 1
      chance *= a / x - odds
    }
    successes += x
  }
  return successes
}

/** `runs` experiments of the scenario, each looked at on every one of its days, from `seed`. */
export function simulate(scenario: Scenario, runs: number, seed: number): SimulationOutcome {
  const random = seededRandom(seed)
  const shares = evenShares(scenario.variants)
  const lifted = scenario.variants - 1
  const rates = shares.map((_, i) =>
    i === lifted && scenario.lift ? scenario.baseRate * (1 + scenario.lift) : scenario.baseRate,
  )
  let runsWithACall = 0
  let runsFindingTheLift = 0
  const firstCallDays: number[] = []
  for (let run = 0; run < runs; run++) {
    const counts: VariantCounts[] = shares.map((share, i) => ({
      variantId: `v${i}`,
      label: `v${i}`,
      visitors: 0,
      conversions: 0,
      share,
    }))
    let called = false
    let found = false
    for (let day = 1; day <= scenario.days && !found; day++) {
      for (const [i, variant] of counts.entries()) {
        variant.visitors += scenario.visitorsPerVariantPerDay
        variant.conversions += binomial(scenario.visitorsPerVariantPerDay, rates[i], random)
      }
      const { verdict } = analyseExperiment(counts)
      if (verdict.kind !== 'called') continue
      if (!called) firstCallDays.push(day)
      called = true
      found = Boolean(scenario.lift) && verdict.better.includes(counts[lifted].label)
      // An A/A run's first call is already false: no need to look further.
      if (!scenario.lift) break
    }
    if (called) runsWithACall += 1
    if (found) runsFindingTheLift += 1
  }
  firstCallDays.sort((a, b) => a - b)
  return {
    runs,
    runsWithACall,
    runsFindingTheLift,
    medianDayOfFirstCall: firstCallDays.length ? firstCallDays[Math.floor((firstCallDays.length - 1) / 2)] : null,
  }
}

/**
 * The half-width of a 95 % interval of a rate seen in `count` of `runs` runs (the simulation's own margin): Agresti
 * and Coull's, which stays honest at 0 of 2,000.
 */
export function simulationMargin(count: number, runs: number): number {
  const adjusted = (count + 2) / (runs + 4)
  return 1.959963984540054 * Math.sqrt((adjusted * (1 - adjusted)) / (runs + 4))
}
