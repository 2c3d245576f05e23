import { lighthouseMediansInTurns } from './lighthouse'
import { loadAverage } from './statistics'

/** The pages whose first paint on a slow phone is held to a ratio of bare Next's (docs/performance.md). */
export const APPLIED_THROTTLING_PAGES = ['/', '/pricing']

/**
 * `--applied-throttling`: the LCP that a slow phone on a slow connection observes (Lighthouse's DevTools throttling:
 * the load itself throttled), of bare Next's `/` and the site's pages, taken in turns, each the median of `runs`,
 * with each page's ratio to bare Next's.
 */
export async function appliedThrottlingLcp(
  settings: { chromiumPath: string; runs: number },
  bareOrigin: string,
  siteOrigin: string,
): Promise<string> {
  const loadBefore = loadAverage()
  const [bare, ...pages] = await lighthouseMediansInTurns(
    settings,
    [`${bareOrigin}/`, ...APPLIED_THROTTLING_PAGES.map((path) => siteOrigin + path)],
    'devtools',
  )
  const seconds = (lcp: number) => `${(lcp / 1000).toFixed(2)} s`
  return [
    `\nLCP with applied throttling (the load itself throttled), median of ${settings.runs}, pages taken in turns;` +
      ` load average ${loadBefore} before, ${loadAverage()} after.\n`,
    '| Page | LCP | vs bare Next |',
    '| --- | --- | --- |',
    `| bare Next \`/\` | ${seconds(bare.lcp)} | – |`,
    ...APPLIED_THROTTLING_PAGES.map(
      (path, index) => `| \`${path}\` | ${seconds(pages[index].lcp)} | ${(pages[index].lcp / bare.lcp).toFixed(2)}× |`,
    ),
  ].join('\n')
}
