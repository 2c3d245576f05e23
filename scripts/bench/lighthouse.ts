import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS } from './chromium'
import { median } from './statistics'

export type LighthouseResult = {
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
export type Throttling = 'simulate' | 'devtools'

type LighthouseSettings = { chromiumPath: string; runs: number }

/** One Lighthouse mobile run, in a fresh Chromium. */
async function lighthouseRun(
  chromiumPath: string,
  url: string,
  throttlingMethod: Throttling,
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROMIUM_FLAGS })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod })
    const { categories, audits } = result!.lhr
    return {
      performance: (categories.performance.score ?? 0) * 100,
      accessibility: (categories.accessibility.score ?? 0) * 100,
      bestPractices: (categories['best-practices'].score ?? 0) * 100,
      seo: (categories.seo.score ?? 0) * 100,
      lcp: audits['largest-contentful-paint'].numericValue ?? 0,
      tbt: audits['total-blocking-time'].numericValue ?? 0,
      cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    }
  } finally {
    chrome.kill()
  }
}

function medianResult(results: LighthouseResult[]): LighthouseResult {
  const of = (key: keyof LighthouseResult) => median(results.map((result) => result[key]))
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

/** Lighthouse mobile, each figure the median of `runs` runs. */
export async function lighthouseMedian(
  { chromiumPath, runs }: LighthouseSettings,
  url: string,
  throttlingMethod: Throttling = 'simulate',
): Promise<LighthouseResult> {
  const results: LighthouseResult[] = []
  for (let run = 0; run < runs; run++) results.push(await lighthouseRun(chromiumPath, url, throttlingMethod))
  return medianResult(results)
}

/**
 * The same as `lighthouseMedian` for several pages, taken in turns (one run of each, `runs` times), so that a machine
 * getting busier or quieter during the measurement weighs on every page alike: for figures compared with each other.
 */
export async function lighthouseMediansInTurns(
  { chromiumPath, runs }: LighthouseSettings,
  urls: string[],
  throttlingMethod: Throttling,
): Promise<LighthouseResult[]> {
  const results = urls.map((): LighthouseResult[] => [])
  for (let run = 0; run < runs; run++)
    for (const [index, url] of urls.entries())
      results[index].push(await lighthouseRun(chromiumPath, url, throttlingMethod))
  return results.map(medianResult)
}

/** The table's cells from a Lighthouse median: scores, LCP, TBT, CLS. */
export function lighthouseCells(result: LighthouseResult) {
  return `${result.performance} · ${result.accessibility} · ${result.bestPractices} · ${result.seo} | ${(result.lcp / 1000).toFixed(1)} s | ${result.tbt.toFixed(0)} ms | ${result.cls.toFixed(3)}`
}
