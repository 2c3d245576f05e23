import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import type { BenchOptions } from './options'
import { THROUGHPUT_PAGES } from './pages'
import { nextBuild, SITE_DIST_DIR, startSite, stop } from './servers'
import { median } from './statistics'
import { throughputAndCpu } from './throughput'

/**
 * The site at `revision`, with `patch` applied when one is given, in a worktree of its own under the system's
 * temporary folder (node_modules hard-linked), built unless a build is there and `--no-build` was given.
 */
function buildRevision(revision: string, patch: string | undefined, noBuild: boolean): string {
  const commit = execFileSync('git', ['rev-parse', '--short', revision], { encoding: 'utf8' }).trim()
  const dir = join(tmpdir(), `bench-site-${commit}${patch ? `-${basename(patch, '.patch')}` : ''}`)
  if (!existsSync(dir)) {
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { stdio: 'inherit' })
    if (patch) execFileSync('git', ['apply', resolve(patch)], { stdio: 'inherit', cwd: dir })
    execFileSync('cp', ['-al', 'node_modules', join(dir, 'node_modules')])
  }
  if (!noBuild || !existsSync(join(dir, SITE_DIST_DIR, 'BUILD_ID'))) nextBuild(undefined, dir)
  return dir
}

/**
 * `--compare-with <revision>` (and `--apply <patch>`): throughput only, on the same pages, against the site at that
 * revision. COMPARE_ROUNDS rounds, both servers running side by side and taken in turns, the order swapped every
 * round, so a busy machine weighs on both alike. With each figure it reads the server's CPU time per request (its
 * own work: throughput also falls when something else takes the processor). It prints every round, then the median
 * and the range.
 */
export async function compareThroughput(options: BenchOptions & { compareWith: string }) {
  const { compareWith: revision, apply: patch, noBuild, compareRounds: rounds, loadSeconds, sitePort } = options
  const before = buildRevision(revision, patch, noBuild)
  const label = patch ? `${revision} + ${basename(patch)}` : revision
  if (!noBuild) nextBuild()
  const now = await startSite(sitePort)
  const servers = {
    now,
    before: await startSite(sitePort + 1, before).catch((error) => {
      stop(now)
      throw error
    }),
  }
  const origins = { now: `http://localhost:${sitePort}`, before: `http://localhost:${sitePort + 1}` }
  const sides = ['now', 'before'] as const
  type Side = (typeof sides)[number]
  const rps: Record<string, number[]> = {}
  const cpuMs: Record<string, number[]> = {}
  /** One page on one side: its figures, round after round. */
  const series = (of: Record<string, number[]>, path: string, which: Side) => (of[`${path} ${which}`] ??= [])
  const header = (unit: string) => [
    `| ${unit} | Load (1 min) | ${THROUGHPUT_PAGES.map((path) => `\`${path}\` now | \`${path}\` ${label}`).join(' | ')} |`,
    `| --- | --- | ${THROUGHPUT_PAGES.map(() => '--- | ---').join(' | ')} |`,
  ]
  const rpsLines = header('Requests/s, round')
  const cpuLines = header('CPU ms per request, round')
  try {
    // Warm both up: first requests compile nothing in production, but fill caches and (now) read the redirects.
    for (const origin of Object.values(origins)) for (const path of THROUGHPUT_PAGES) await fetch(origin + path)
    for (let round = 1; round <= rounds; round++) {
      const load1 = loadavg()[0].toFixed(1)
      const rpsCells: string[] = []
      const cpuCells: string[] = []
      for (const path of THROUGHPUT_PAGES) {
        const order = round % 2 ? sides : ([...sides].reverse() as Side[])
        for (const which of order) {
          const measured = await throughputAndCpu(origins[which] + path, servers[which], loadSeconds)
          series(rps, path, which).push(measured.rps)
          series(cpuMs, path, which).push(measured.cpuMs)
        }
        for (const which of sides) {
          rpsCells.push(series(rps, path, which).at(-1)!.toFixed(0))
          cpuCells.push(series(cpuMs, path, which).at(-1)!.toFixed(2))
        }
      }
      rpsLines.push(`| ${round} | ${load1} | ${rpsCells.join(' | ')} |`)
      cpuLines.push(`| ${round} | ${load1} | ${cpuCells.join(' | ')} |`)
      console.log(rpsLines.at(-1), ' CPU ms/request:', cpuCells.join(' / '))
    }
    const summary = (of: Record<string, number[]>, digits: number) => {
      const row = (label: string, cell: (values: number[]) => string) =>
        `| ${label} | – | ${THROUGHPUT_PAGES.flatMap((path) => sides.map((which) => cell(series(of, path, which)))).join(' | ')} |`
      return [
        row('median', (values) => median(values).toFixed(digits)),
        row('range', (values) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`),
      ]
    }
    console.log(
      `\n${loadSeconds} s of 50 connections per cell; "now" is this working copy's build, "${label}" the site at that revision${patch ? ' with that patch' : ''}.` +
        `\nCPU ms per request: the server's CPU time (user + system, its whole process group) over that load, divided by the` +
        ` requests it answered.\n${availableParallelism()} cores.\n`,
    )
    console.log([...rpsLines, ...summary(rps, 0), '', ...cpuLines, ...summary(cpuMs, 2)].join('\n'))
  } finally {
    stop(servers.now)
    stop(servers.before)
  }
}
