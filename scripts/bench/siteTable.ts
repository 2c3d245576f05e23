import type { ChildProcess } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { appliedThrottlingLcp } from './appliedThrottling'
import { lighthouseCells, lighthouseMedian } from './lighthouse'
import type { BenchOptions } from './options'
import { LIGHTHOUSE_PAGES, SITE_PAGES, THROUGHPUT_PAGES } from './pages'
import { BARE_DIR, nextBuild, startBareNext, startSite, stop, writeBareApp } from './servers'
import { kb, loadAverage } from './statistics'
import { requestsPerSecond } from './throughput'
import { htmlKilobytes, transferKilobytes } from './transfer'

async function htmlCell(url: string) {
  const { raw, gzip } = await htmlKilobytes(url)
  return `${kb(raw)} / ${kb(gzip)}`
}

/**
 * The default run: the site next to bare Next, both built (unless `--no-build`) and served side by side, as one
 * table; with `--applied-throttling`, the LCP of bare Next's `/` and the site's `/` and `/pricing` in loads that are
 * really throttled.
 */
export async function siteTable(options: BenchOptions) {
  const { chromiumPath, lighthouseRuns, loadSeconds, sitePort } = options
  const lighthouse = { chromiumPath, runs: lighthouseRuns }
  writeBareApp()
  if (!options.noBuild) {
    nextBuild()
    nextBuild(BARE_DIR)
  }
  const loadBefore = loadAverage()
  const site = await startSite(sitePort)
  let bare: ChildProcess | undefined
  const siteOrigin = `http://localhost:${sitePort}`
  const bareOrigin = `http://localhost:${sitePort + 1}`
  try {
    bare = await startBareNext(sitePort + 1)
    const bareJs = (await transferKilobytes(chromiumPath, bareOrigin, ['/']))['/'].javaScript
    const siteTransfer = await transferKilobytes(chromiumPath, siteOrigin, SITE_PAGES)
    const bareLighthouse = await lighthouseMedian(lighthouse, `${bareOrigin}/`)
    const bareRps = await requestsPerSecond(`${bareOrigin}/`, loadSeconds)
    const lines = [
      `| Page | JavaScript (gzip) | vs bare | Images on arrival / scrolled | HTML raw / gzip | Lighthouse perf · a11y · BP · SEO | LCP | TBT | CLS | req/s |`,
      `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
      `| bare Next \`/\` | ${kb(bareJs)} | – | – | ${await htmlCell(`${bareOrigin}/`)} | ${lighthouseCells(bareLighthouse)} | ${bareRps.toFixed(0)} |`,
    ]
    for (const path of SITE_PAGES) {
      const measured = LIGHTHOUSE_PAGES.includes(path)
        ? lighthouseCells(await lighthouseMedian(lighthouse, siteOrigin + path))
        : '– | – | – | –'
      const rps = THROUGHPUT_PAGES.includes(path)
        ? (await requestsPerSecond(siteOrigin + path, loadSeconds)).toFixed(0)
        : '–'
      const { javaScript, imagesOnArrival, imagesScrolled } = siteTransfer[path]
      const delta = javaScript - bareJs
      lines.push(
        `| \`${path}\` | ${kb(javaScript)} | ${delta >= 0 ? '+' : ''}${kb(delta)} | ${kb(imagesOnArrival)} / ${kb(imagesScrolled)} | ${await htmlCell(siteOrigin + path)} | ${measured} | ${rps} |`,
      )
    }
    console.log(
      `\nLighthouse mobile, median of ${lighthouseRuns}; requests/s over ${loadSeconds} s, 50 connections.` +
        `\nLoad average (1 / 5 / 15 min) on ${availableParallelism()} cores: ${loadBefore} before measuring, ${loadAverage()} after.\n`,
    )
    console.log(lines.join('\n'))
    if (options.appliedThrottling) console.log(await appliedThrottlingLcp(lighthouse, bareOrigin, siteOrigin))
  } finally {
    stop(site)
    if (bare) stop(bare)
  }
}
