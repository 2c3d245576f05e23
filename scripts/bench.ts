/**
 * `npm run bench`: the site next to a bare Next app of the same versions, built and measured in one run on this
 * machine, as one table (scripts/bench/siteTable.ts). Per page: JavaScript downloaded (gzip, Chromium's network
 * capture, no interaction), image bytes (on arrival, and once scrolled through: lazy images load as they near the
 * screen), HTML size (raw and gzip), Lighthouse mobile (median of LIGHTHOUSE_RUNS), requests per second (autocannon,
 * 50 connections, gzip). Timings are noisy on a busy machine, so this is not part of `npm test`; the JavaScript
 * budgets, which are deterministic, are checked on every page by tests/e2e/site/every-page.spec.ts.
 *
 * Options (scripts/bench/options.ts, read once): `-- --no-build` measures the existing builds;
 * `-- --applied-throttling` adds the LCP of bare Next's `/` and the site's `/` and `/pricing` in loads that are
 * really throttled (Lighthouse's DevTools throttling, scripts/bench/appliedThrottling.ts), next to the simulated
 * estimate of the table; LIGHTHOUSE_RUNS (default 5),
 * BENCH_SECONDS (default 10), BENCH_PORT (default 3290: the site there, bare Next on the next port). The machine's
 * load average is printed with the table, as timings mean little without it.
 *
 * `-- --experiments` measures only what a running A/B experiment costs the page it runs on (scripts/bench/experiments.ts:
 * the hosted build, `npm run build:e2e-hosted`, with and without one, requests per second and CPU time per request).
 *
 * `-- --compare-with <git revision>` measures throughput only, against the site as it was at that revision, or with
 * `-- --apply <patch>` as well, that revision changed by the patch (the cost of one feature: scripts/bench/ keeps
 * such patches): scripts/bench/compare.ts.
 */
import { compareThroughput } from './bench/compare'
import { experimentsCost } from './bench/experiments'
import { parseBenchOptions } from './bench/options'
import { siteTable } from './bench/siteTable'

const options = parseBenchOptions(process.argv.slice(2), process.env)
if (options.experiments) await experimentsCost(options)
else if (options.compareWith !== undefined) await compareThroughput({ ...options, compareWith: options.compareWith })
else await siteTable(options)
