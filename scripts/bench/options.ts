import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'

/** What `npm run bench -- …` was asked to do, read once from its arguments and the environment. */
export type BenchOptions = {
  /** Measure the builds that exist (`--no-build`). */
  noBuild: boolean
  /** Add the LCP of loads that are really throttled (`--applied-throttling`). */
  appliedThrottling: boolean
  /** Measure only what a running A/B experiment costs its page (`--experiments`, scripts/bench/experiments.ts). */
  experiments: boolean
  /** Measure throughput against the site at this git revision (`--compare-with <revision>`). */
  compareWith?: string
  /** A patch applied to that revision (`--apply <patch>`). */
  apply?: string
  chromiumPath: string
  /** LIGHTHOUSE_RUNS (default 5): the Lighthouse figures are the median of that many runs. */
  lighthouseRuns: number
  /** BENCH_SECONDS (default 10): each throughput measurement's length. */
  loadSeconds: number
  /** BENCH_PORT (default 3290): the site's port; bare Next (or the compared revision) runs on the next one. */
  sitePort: number
  /** COMPARE_ROUNDS (default 5): rounds of `--compare-with`. */
  compareRounds: number
}

function positiveInteger(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const text = env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, not "${text}".`)
  return value
}

/**
 * Throws with a message that names the fault on an unknown option, a missing value, a patch that is not there or a
 * malformed variable, before anything is built or started.
 */
export function parseBenchOptions(args: string[], env: Record<string, string | undefined>): BenchOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      'no-build': { type: 'boolean', default: false },
      'applied-throttling': { type: 'boolean', default: false },
      experiments: { type: 'boolean', default: false },
      'compare-with': { type: 'string' },
      apply: { type: 'string' },
    },
  })
  if (values.apply !== undefined && values['compare-with'] === undefined)
    throw new Error('--apply <patch> goes with --compare-with <revision>.')
  if (values.apply !== undefined && !existsSync(values.apply)) throw new Error(`--apply: no file at ${values.apply}.`)
  if (values.experiments && (values['compare-with'] !== undefined || values['applied-throttling']))
    throw new Error(
      '--experiments measures one page with and without an experiment, on its own (no --compare-with, no --applied-throttling).',
    )
  if (values['applied-throttling'] && values['compare-with'] !== undefined)
    throw new Error('--applied-throttling adds to the table of pages; --compare-with measures throughput only.')
  const sitePort = positiveInteger(env, 'BENCH_PORT', 3290)
  if (sitePort > 65534) throw new Error(`BENCH_PORT must leave room for a second port above it, not ${sitePort}.`)
  return {
    noBuild: values['no-build'],
    appliedThrottling: values['applied-throttling'],
    experiments: values.experiments,
    compareWith: values['compare-with'],
    apply: values.apply,
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    lighthouseRuns: positiveInteger(env, 'LIGHTHOUSE_RUNS', 5),
    loadSeconds: positiveInteger(env, 'BENCH_SECONDS', 10),
    sitePort,
    compareRounds: positiveInteger(env, 'COMPARE_ROUNDS', 5),
  }
}
