import { describe, expect, it } from 'vitest'
import { parseBenchOptions } from '@/scripts/bench/options'

describe('npm run bench: its options, read once', () => {
  it('defaults to building, measuring the table, five Lighthouse runs on port 3290', () => {
    expect(parseBenchOptions([], {})).toEqual({
      noBuild: false,
      appliedThrottling: false,
      experiments: false,
      compareWith: undefined,
      apply: undefined,
      chromiumPath: '/usr/bin/chromium',
      lighthouseRuns: 5,
      loadSeconds: 10,
      sitePort: 3290,
      compareRounds: 5,
    })
  })

  it('reads the flags and the variables', () => {
    const options = parseBenchOptions(['--no-build', '--applied-throttling'], {
      LIGHTHOUSE_RUNS: '3',
      BENCH_SECONDS: '4',
      BENCH_PORT: '4100',
      CHROMIUM_PATH: '/opt/chromium',
    })
    expect(options).toMatchObject({
      noBuild: true,
      appliedThrottling: true,
      lighthouseRuns: 3,
      loadSeconds: 4,
      sitePort: 4100,
      chromiumPath: '/opt/chromium',
    })
  })

  it('reads --experiments', () => {
    expect(parseBenchOptions(['--experiments'], {})).toMatchObject({ experiments: true })
  })

  it('reads a revision to compare with and a patch that exists', () => {
    const patch = 'scripts/bench/without-address-lookup.patch'
    expect(
      parseBenchOptions(['--compare-with', 'HEAD~2', '--apply', patch, '--no-build'], { COMPARE_ROUNDS: '2' }),
    ).toMatchObject({ compareWith: 'HEAD~2', apply: patch, noBuild: true, compareRounds: 2 })
  })

  it.each([
    [['--aplied-throttling'], /Unknown option '--aplied-throttling'/],
    [['--compare-with'], /argument missing/],
    [['extra'], /positional argument/],
    [['--apply', 'scripts/bench/without-address-lookup.patch'], /--apply <patch> goes with --compare-with/],
    [['--compare-with', 'HEAD', '--apply', 'no/such.patch'], /no file at no\/such.patch/],
    [['--compare-with', 'HEAD', '--applied-throttling'], /--compare-with measures throughput only/],
    [['--experiments', '--compare-with', 'HEAD'], /--experiments measures one page .* on its own/],
    [['--experiments', '--applied-throttling'], /--experiments measures one page .* on its own/],
  ])('refuses %j with a message that names the fault', (args, message) => {
    expect(() => parseBenchOptions(args, {})).toThrow(message)
  })

  it.each([
    ['LIGHTHOUSE_RUNS', '0'],
    ['BENCH_SECONDS', 'ten'],
    ['BENCH_PORT', '80.5'],
    ['COMPARE_ROUNDS', '-1'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => parseBenchOptions([], { [name]: value })).toThrow(
      `${name} must be a whole number above 0, not "${value}"`,
    )
  })

  it('refuses a port with no room for the second server above it', () => {
    expect(() => parseBenchOptions([], { BENCH_PORT: '65535' })).toThrow(/BENCH_PORT must leave room/)
  })
})
