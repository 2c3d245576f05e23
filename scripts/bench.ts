/**
 * `npm run bench`: the site next to a bare Next app of the same versions, built and measured in one run on this
 * machine, as one table. Per page: JavaScript downloaded (gzip, Chromium's network capture, no interaction),
 * image bytes (on arrival, and once scrolled through: lazy images load as they near the screen), HTML size (raw and gzip), Lighthouse mobile (median of LIGHTHOUSE_RUNS), requests per second (autocannon,
 * 50 connections, gzip). Timings are noisy on a busy machine, so this is not part of `npm test`; the JavaScript
 * budget that is deterministic lives in tests/e2e/site/javascript-budget.spec.ts.
 *
 * Options: `-- --no-build` measures the existing builds; `-- --applied-throttling` adds the LCP of bare Next's and the
 * site's `/` in loads that are really throttled (Lighthouse's DevTools throttling), next to the simulated estimate
 * of the table; LIGHTHOUSE_RUNS (default 5), BENCH_SECONDS (default 10),
 * BENCH_PORT (default 3290: the site there, bare Next on the next port). The machine's load average is printed
 * with the table, as timings mean little without it.
 *
 * `-- --compare-with <git revision>` measures throughput only, on the same pages, against the site as it
 * was at that revision, or with `-- --apply <patch>` as well, that revision changed by the patch (the cost of one
 * feature: scripts/bench/ keeps such patches), built once in a git worktree under the system's temporary folder
 * (node_modules hard-linked):
 * COMPARE_ROUNDS rounds (default 5), both servers running side by side and taken in turns, the order swapped every
 * round, so a busy machine weighs on both alike. With each figure it reads the server's CPU time per request (its
 * own work: throughput also falls when something else takes the processor). It prints every round, then the median
 * and the range.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3290)
const BARE_PORT = SITE_PORT + 1
const BARE_DIR = join('.data', 'bench', 'bare')
const SITE_PAGES = [
  '/',
  '/pricing',
  '/privacy',
  '/blog/maximizing-response-rates',
  '/case-studies/innovate-tech',
  '/contact',
  '/auth',
]
const LIGHTHOUSE_PAGES = ['/', '/pricing', '/privacy', '/blog/maximizing-response-rates', '/case-studies/innovate-tech']
const THROUGHPUT_PAGES = ['/', '/privacy']

/** The smallest App Router app: one page with one `next/link`, inside the project so it uses the same packages. */
function writeBareApp() {
  mkdirSync(join(BARE_DIR, 'app'), { recursive: true })
  // Next writes a tsconfig.json into the app on its first build, and a later build that finds it fails to
  // resolve the site's own files (Next 16.4.6): every run starts from the same three files.
  rmSync(join(BARE_DIR, 'tsconfig.json'), { force: true })
  writeFileSync(
    join(BARE_DIR, 'app', 'layout.tsx'),
    `export const metadata = { title: 'Bare' }\nexport default function Layout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n`,
  )
  writeFileSync(
    join(BARE_DIR, 'app', 'page.tsx'),
    `import Link from 'next/link'\nexport default function Page() {\n  return <main><h1>Hello</h1><Link href="/">Home</Link></main>\n}\n`,
  )
  writeFileSync(
    join(BARE_DIR, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(process.cwd())} } }\n`,
  )
}

function build() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env })
  execFileSync('npx', ['next', 'build', BARE_DIR], { stdio: 'inherit', env })
}

/** The answer of whatever listens on that port, or undefined when nothing does. */
async function reply(port: number): Promise<Response | undefined> {
  try {
    return await fetch(`http://localhost:${port}/`)
  } catch {
    return undefined
  }
}

async function start(command: string[], port: number, cwd = process.cwd()): Promise<ChildProcess> {
  // A server left running there would be measured in place of this one.
  if (await reply(port)) throw new Error(`Port ${port} is already in use: stop what runs there, or set BENCH_PORT.`)
  const server = spawn(command[0], command.slice(1), {
    cwd,
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  })
  for (let attempt = 0; attempt < 120; attempt++) {
    if ((await reply(port))?.ok) return server
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stop(server)
  throw new Error(`The server on port ${port} did not start (with --no-build, both builds must exist).`)
}

/** Stops a server and what it started (next start's own child process). */
const stop = (server: ChildProcess) => server.pid && process.kill(-server.pid, 'SIGTERM')

type Transfer = { javaScript: number; imagesOnArrival: number; imagesScrolled: number }

/** Kilobytes a page downloads: its JavaScript, and its images on arrival and once scrolled through. */
async function transferKilobytes(origin: string, paths: string[]): Promise<Record<string, Transfer>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) })
  const result: Record<string, Transfer> = {}
  const total = async (sizes: Promise<number>[]) =>
    (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024
  for (const path of paths) {
    const page = await browser.newPage()
    const scripts: Promise<number>[] = []
    const images: Promise<number>[] = []
    page.on('requestfinished', (request) => {
      const size = () => request.sizes().then((sizes) => sizes.responseBodySize)
      if (request.resourceType() === 'script') scripts.push(size())
      if (request.resourceType() === 'image') images.push(size())
    })
    await page.goto(origin + path, { waitUntil: 'networkidle' })
    const imagesOnArrival = await total(images)
    await page.evaluate(async () => {
      for (const image of document.images) image.scrollIntoView()
      await Promise.all(
        [...document.images].map((image) =>
          // An image fires load or error, never loadend.
          image.complete
            ? null
            : new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true })
                image.addEventListener('error', resolve, { once: true })
              }),
        ),
      )
    })
    await page.waitForLoadState('networkidle')
    result[path] = { javaScript: await total(scripts), imagesOnArrival, imagesScrolled: await total(images) }
    await page.close()
  }
  await browser.close()
  return result
}

async function htmlKilobytes(url: string) {
  const html = Buffer.from(await (await fetch(url)).arrayBuffer())
  return { raw: html.length / 1024, gzip: gzipSync(html).length / 1024 }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

type LighthouseResult = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
}

/**
 * Lighthouse's default throttling is simulated: the page loads at full speed and its metrics are estimated for a slow
 * phone from that load. `devtools` throttles the load itself, so its metrics are what that phone would observe.
 */
type Throttling = 'simulate' | 'devtools'

async function lighthouseMedian(url: string, throttlingMethod: Throttling = 'simulate'): Promise<LighthouseResult> {
  const runs: LighthouseResult[] = []
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS })
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod })
      const { categories, audits } = result!.lhr
      runs.push({
        performance: (categories.performance.score ?? 0) * 100,
        accessibility: (categories.accessibility.score ?? 0) * 100,
        bestPractices: (categories['best-practices'].score ?? 0) * 100,
        seo: (categories.seo.score ?? 0) * 100,
        lcp: audits['largest-contentful-paint'].numericValue ?? 0,
        tbt: audits['total-blocking-time'].numericValue ?? 0,
        cls: audits['cumulative-layout-shift'].numericValue ?? 0,
      })
    } finally {
      chrome.kill()
    }
  }
  const of = (key: keyof LighthouseResult) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  }
}

async function load50(url: string) {
  return autocannon({ url, connections: 50, duration: BENCH_SECONDS, headers: { 'accept-encoding': 'gzip' } })
}

async function requestsPerSecond(url: string): Promise<number> {
  return (await load50(url)).requests.average
}

/** Linux's clock ticks per second, the unit of CPU times in /proc (read once, when first needed). */
let clockTicks: number | undefined

/**
 * CPU time (user + system, ms) used so far by every process in a process group (a server started by `start`), from
 * Linux's /proc; NaN elsewhere (the table then shows NaN for CPU time, and requests per second as before).
 */
function groupCpuMs(group: number): number {
  if (!existsSync('/proc/self/stat')) return NaN
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))
  let ticks = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    // After the command name (in parentheses, which may hold spaces): state, ppid, pgrp, … utime is field 14.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12])
  }
  return (ticks / clockTicks) * 1000
}

/**
 * Requests per second, and the server's CPU time per request over the same load: throughput also falls when something
 * else takes the processor, CPU time per request only when the server itself does more (or runs slower).
 */
async function throughputAndCpu(url: string, server: ChildProcess) {
  const cpuBefore = groupCpuMs(server.pid!)
  const result = await load50(url)
  return { rps: result.requests.average, cpuMs: (groupCpuMs(server.pid!) - cpuBefore) / result.requests.total }
}

const kb = (value: number) => `${value.toFixed(1)} KB`

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')

/**
 * The site at `revision`, with `patch` applied when one is given, in a worktree of its own, built unless a build is
 * there and `--no-build` was given.
 */
function buildRevision(revision: string, patch: string | undefined): string {
  const commit = execFileSync('git', ['rev-parse', '--short', revision], { encoding: 'utf8' }).trim()
  const dir = join(tmpdir(), `bench-site-${commit}${patch ? `-${basename(patch, '.patch')}` : ''}`)
  if (!existsSync(dir)) {
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { stdio: 'inherit' })
    if (patch) execFileSync('git', ['apply', resolve(patch)], { stdio: 'inherit', cwd: dir })
    execFileSync('cp', ['-al', 'node_modules', join(dir, 'node_modules')])
  }
  if (!process.argv.includes('--no-build') || !existsSync(join(dir, '.next', 'BUILD_ID')))
    execFileSync('npx', ['next', 'build'], {
      stdio: 'inherit',
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
  return dir
}

async function compareThroughput(revision: string, patch: string | undefined) {
  const rounds = Number(process.env.COMPARE_ROUNDS ?? 5)
  const before = buildRevision(revision, patch)
  const label = patch ? `${revision} + ${basename(patch)}` : revision
  if (!process.argv.includes('--no-build')) execFileSync('npx', ['next', 'build'], { stdio: 'inherit' })
  const now = await start(['node', 'server.ts'], SITE_PORT)
  const servers = {
    now,
    before: await start(['node', 'server.ts'], BARE_PORT, before).catch((error) => {
      stop(now)
      throw error
    }),
  }
  const origins = { now: `http://localhost:${SITE_PORT}`, before: `http://localhost:${BARE_PORT}` }
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
          const measured = await throughputAndCpu(origins[which] + path, servers[which])
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
      `\n${BENCH_SECONDS} s of 50 connections per cell; "now" is this working copy's build, "${label}" the site at that revision${patch ? ' with that patch' : ''}.` +
        `\nCPU ms per request: the server's CPU time (user + system, its whole process group) over that load, divided by the` +
        ` requests it answered.\n${availableParallelism()} cores.\n`,
    )
    console.log([...rpsLines, ...summary(rps, 0), '', ...cpuLines, ...summary(cpuMs, 2)].join('\n'))
  } finally {
    stop(servers.now)
    stop(servers.before)
  }
}

async function main() {
  const compareAt = process.argv.indexOf('--compare-with')
  const patchAt = process.argv.indexOf('--apply')
  const patch = patchAt >= 0 ? process.argv[patchAt + 1] : undefined
  if (patchAt >= 0 && (compareAt < 0 || !patch || !existsSync(patch)))
    throw new Error('--apply takes a patch file that exists, and goes with --compare-with <revision>.')
  if (compareAt >= 0) return compareThroughput(process.argv[compareAt + 1] ?? 'HEAD~1', patch)
  writeBareApp()
  if (!process.argv.includes('--no-build')) build()
  const loadBefore = load()
  const site = await start(['node', 'server.ts'], SITE_PORT)
  let bare: ChildProcess | undefined
  const siteOrigin = `http://localhost:${SITE_PORT}`
  const bareOrigin = `http://localhost:${BARE_PORT}`
  try {
    bare = await start(['npx', 'next', 'start', BARE_DIR, '--port', String(BARE_PORT)], BARE_PORT)
    const bareJs = (await transferKilobytes(bareOrigin, ['/']))['/'].javaScript
    const siteTransfer = await transferKilobytes(siteOrigin, SITE_PAGES)
    const bareLighthouse = await lighthouseMedian(`${bareOrigin}/`)
    const bareRps = await requestsPerSecond(`${bareOrigin}/`)
    const lines = [
      `| Page | JavaScript (gzip) | vs bare | Images on arrival / scrolled | HTML raw / gzip | Lighthouse perf · a11y · BP · SEO | LCP | TBT | CLS | req/s |`,
      `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
      `| bare Next \`/\` | ${kb(bareJs)} | – | – | ${await htmlCell(`${bareOrigin}/`)} | ${scores(bareLighthouse)} | ${bareRps.toFixed(0)} |`,
    ]
    for (const path of SITE_PAGES) {
      const measured = LIGHTHOUSE_PAGES.includes(path)
        ? scores(await lighthouseMedian(siteOrigin + path))
        : '– | – | – | –'
      const rps = THROUGHPUT_PAGES.includes(path) ? (await requestsPerSecond(siteOrigin + path)).toFixed(0) : '–'
      const { javaScript, imagesOnArrival, imagesScrolled } = siteTransfer[path]
      const delta = javaScript - bareJs
      lines.push(
        `| \`${path}\` | ${kb(javaScript)} | ${delta >= 0 ? '+' : ''}${kb(delta)} | ${kb(imagesOnArrival)} / ${kb(imagesScrolled)} | ${await htmlCell(siteOrigin + path)} | ${measured} | ${rps} |`,
      )
    }
    console.log(
      `\nLighthouse mobile, median of ${LIGHTHOUSE_RUNS}; requests/s over ${BENCH_SECONDS} s, 50 connections.` +
        `\nLoad average (1 / 5 / 15 min) on ${availableParallelism()} cores: ${loadBefore} before measuring, ${load()} after.\n`,
    )
    console.log(lines.join('\n'))
    if (process.argv.includes('--applied-throttling')) {
      const bareLcp = (await lighthouseMedian(`${bareOrigin}/`, 'devtools')).lcp / 1000
      const siteLcp = (await lighthouseMedian(`${siteOrigin}/`, 'devtools')).lcp / 1000
      console.log(
        `\nLCP with applied throttling (the load itself throttled), median of ${LIGHTHOUSE_RUNS}: bare Next \`/\` ` +
          `${bareLcp.toFixed(2)} s, \`/\` ${siteLcp.toFixed(2)} s (${(siteLcp / bareLcp).toFixed(1)}× bare Next's).`,
      )
    }
  } finally {
    stop(site)
    if (bare) stop(bare)
  }
}

async function htmlCell(url: string) {
  const { raw, gzip } = await htmlKilobytes(url)
  return `${kb(raw)} / ${kb(gzip)}`
}

function scores(result: LighthouseResult) {
  return `${result.performance} · ${result.accessibility} · ${result.bestPractices} · ${result.seo} | ${(result.lcp / 1000).toFixed(1)} s | ${result.tbt.toFixed(0)} ms | ${result.cls.toFixed(3)}`
}

await main()
