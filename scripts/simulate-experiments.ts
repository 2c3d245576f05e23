/**
 * `npm run experiments:simulate [-- --runs N]`: simulated experiments judged by the Results view's own rule
 * (lib/experiments/simulation.ts), looked at every day for eight weeks. Prints, per base rate, traffic and number of
 * variants, the false-winner rate of A/A tests (no real difference: any call is false) with the simulation's own 95 %
 * margin, and the power to find a 20 % relative lift on one variant. Exits 1 when a false-winner rate is above 5 %.
 */
import { parseArgs } from 'node:util'
import { FALSE_CALL_RATE } from '../lib/experiments/statistics'
import { simulate, simulationMargin, type Scenario } from '../lib/experiments/simulation'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '2000' } } })
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs (got ${values.runs})`)

const DAYS = 56
const LIFT = 0.2
const BASE_RATES = [0.02, 0.05, 0.1]
const VISITORS_PER_VARIANT_PER_DAY = [50, 150, 500]
const VARIANTS = [2, 3, 4]

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`
const started = performance.now()
console.log(
  `${runs} runs per line, one look a day for ${DAYS} days. False winners: A/A tests with any call; power: a ` +
    `${LIFT * 100} % relative lift on one variant called better. ± is the simulation's own 95 % margin.\n`,
)
console.log('base rate | visitors/variant/day | variants | false winners   | power (median day of the call)')
let worst = 0
let seed = 1
for (const baseRate of BASE_RATES)
  for (const visitorsPerVariantPerDay of VISITORS_PER_VARIANT_PER_DAY)
    for (const variants of VARIANTS) {
      const scenario: Scenario = { baseRate, visitorsPerVariantPerDay, variants, days: DAYS }
      const aa = simulate(scenario, runs, seed++)
      const lifted = simulate({ ...scenario, lift: LIFT }, runs, seed++)
      const falseRate = aa.runsWithACall / runs
      const power = lifted.runsFindingTheLift / runs
      worst = Math.max(worst, falseRate)
      console.log(
        [
          percent(baseRate).padStart(9),
          String(visitorsPerVariantPerDay).padStart(20),
          String(variants).padStart(8),
          `${percent(falseRate)} ± ${percent(simulationMargin(aa.runsWithACall, runs))}`.padEnd(15),
          `${percent(power)} ± ${percent(simulationMargin(lifted.runsFindingTheLift, runs))} (day ${lifted.medianDayOfFirstCall ?? '–'})`,
        ].join(' | '),
      )
    }
console.log(
  `\nHighest false-winner rate: ${percent(worst)} (the rule allows ${percent(FALSE_CALL_RATE)}); ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s.`,
)
process.exitCode = worst > FALSE_CALL_RATE ? 1 : 0
