/**
 * `npm run bench -- --experiments`: what a running A/B experiment costs the page it runs on (docs/experiments.md), in
 * one run: the hosted build (`npm run build:e2e-hosted`, against the Content Lake stand-in, whose content can change
 * while it runs) serving `/` with no experiment, then with one running on the home hero, in alternating rounds.
 * With one running, Next's proxy runs for `/` (the address front skips it otherwise) and assigns the visitor: a new
 * visitor each request (no cookies: an id is drawn and both cookies set), and a returning one (cookies sent).
 * Requests per second and the server's CPU time per request (stand-in included: it serves nothing once the pages are
 * rendered), median of the rounds. Uses the browser tests' fixed ports: run it with no browser test running.
 */
import { spawn } from 'node:child_process'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { startActions, stopActions } from '@/lib/experiments/actions'
import { seedDocuments } from '@/studio/seed'
import { E2E_REVALIDATE_SECRET } from '@/tests/support/e2eSettings'
import { contentLakeEditor, HOSTED_ORIGIN } from '@/tests/support/hostedSanity'
import { trustStandIn } from '@/tests/support/standInTls'
import type { BenchOptions } from './options'
import { stop } from './servers'
import { median } from './statistics'
import { throughputAndCpu } from './throughput'

const EXPERIMENT_ID = 'experiment-bench-home-hero'
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const ROUNDS = 3

type Home = { _id: string; _type: string; sections: { _key: string; _type: string }[] }

/** The publish webhook's call, signed as Sanity signs it. */
async function published(type: string, id: string) {
  const body = JSON.stringify({ _type: type, _id: id, slug: null })
  const response = await fetch(`${HOSTED_ORIGIN}/api/revalidate`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), E2E_REVALIDATE_SECRET),
    },
  })
  if (!response.ok) throw new Error(`The webhook answered ${response.status}`)
}

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${HOSTED_ORIGIN}/`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The hosted build's server did not answer on ${HOSTED_ORIGIN} (run npm run build:e2e-hosted).`)
}

export async function experimentsCost({ loadSeconds }: Pick<BenchOptions, 'loadSeconds'>) {
  // This script writes to the stand-in over HTTPS, with its test certificate.
  trustStandIn()
  const server = spawn('npx', ['tsx', 'tests/support/content-lake-server.ts', 'serve'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  try {
    await waitForServer()
    const editor = contentLakeEditor()
    const home = seedDocuments.find((document) => document._id === 'homePage') as unknown as Home
    const hero = home.sections[0]
    await editor.createOrReplace({
      _id: EXPERIMENT_ID,
      _type: 'experiment',
      name: 'Bench',
      target: { page: { _type: 'reference', _ref: home._id }, sectionKey: hero._key },
      variants: [
        { _key: 'control', variantId: 'control', weight: 50 },
        { _key: 'b', variantId: 'b', weight: 50, content: [{ ...hero, _key: 'bench-b' }] },
      ],
      goal: 'Trial Started',
      state: 'draft',
    })
    const measure = (headers: Record<string, string>) =>
      throughputAndCpu(`${HOSTED_ORIGIN}/`, server, loadSeconds, { 'user-agent': BROWSER_UA, ...headers })
    const results: Record<'none' | 'newVisitor' | 'returning', { rps: number; cpuMs: number }[]> = {
      none: [],
      newVisitor: [],
      returning: [],
    }
    for (let round = 0; round < ROUNDS; round++) {
      await fetch(`${HOSTED_ORIGIN}/`)
      results.none.push(await measure({}))

      await editor.action(startActions(EXPERIMENT_ID, new Date()))
      await published('experiment', EXPERIMENT_ID)
      // A returning visitor's cookies, from a first visit.
      const first = await fetch(`${HOSTED_ORIGIN}/`, { headers: { 'user-agent': BROWSER_UA } })
      const cookie = first.headers
        .getSetCookie()
        .map((entry) => entry.split(';')[0])
        .join('; ')
      if (!cookie.includes('persistly-visitor=')) throw new Error('The running experiment set no cookie.')
      results.newVisitor.push(await measure({}))
      results.returning.push(await measure({ cookie }))
      await editor.action(stopActions(EXPERIMENT_ID, new Date()))
      await published('experiment', EXPERIMENT_ID)
    }
    await editor.delete(EXPERIMENT_ID)
    await published('experiment', EXPERIMENT_ID)

    const row = (label: string, runs: { rps: number; cpuMs: number }[]) =>
      `| ${label.padEnd(44)} | ${median(runs.map((run) => run.rps))
        .toFixed(0)
        .padStart(8)} | ${median(runs.map((run) => run.cpuMs))
        .toFixed(2)
        .padStart(12)} |`
    console.log(`\n/ on the hosted build, ${ROUNDS} alternating rounds of ${loadSeconds} s, medians:\n`)
    console.log(`| ${'Home page'.padEnd(44)} | Requests/s | CPU ms/request |`)
    console.log(`| ${'-'.repeat(44)} | ---------: | -------------: |`)
    console.log(row('no experiment', results.none))
    console.log(row('experiment running, new visitor each request', results.newVisitor))
    console.log(row('experiment running, returning visitor', results.returning))
  } finally {
    stop(server)
  }
}
