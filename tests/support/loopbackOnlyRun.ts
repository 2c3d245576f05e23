import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * The browser tests' side of tests/support/loopbackOnly.mjs: playwright.config.ts calls `loopbackOnlyForRun()`,
 * so the runner, its workers and every server they start (through NODE_OPTIONS) refuse real hostnames and write
 * each refused name to one file; the run's teardown (`assertNothingRefused`) fails the run if the file is not
 * empty. Chromium gets the same rule through `chromiumLoopbackOnly()`.
 */
export const REFUSED_HOSTS_LOG = resolve('.data/e2e/refused-hosts.log')

const guard = pathToFileURL(resolve('tests/support/loopbackOnly.mjs')).href

export function loopbackOnlyForRun() {
  process.env.LOOPBACK_ONLY_LOG = REFUSED_HOSTS_LOG
  const options = process.env.NODE_OPTIONS ?? ''
  if (!options.includes(guard)) process.env.NODE_OPTIONS = `${options} --import ${guard}`.trim()
}

/**
 * Chromium's own resolver: every name but the loopback ones is "not found". `redirects` sends a loopback address
 * elsewhere, subdomains included (`{ 'localhost:3510': 'localhost:3464' }`): for a browser that must reach another
 * server than the one a build has baked in. (Chromium checks EXCLUDE rules before any MAP rule, so the loopback names
 * are kept by mapping them to themselves; the first MAP rule that matches applies.)
 */
export function chromiumLoopbackOnly(redirects: Record<string, string> = {}) {
  const redirected = Object.entries(redirects).flatMap(([from, to]) => [`MAP ${from} ${to}`, `MAP *.${from} ${to}`])
  const loopback = ['MAP localhost localhost', 'MAP *.localhost localhost', 'MAP 127.0.0.1 127.0.0.1']
  return `--host-resolver-rules=${[...redirected, ...loopback, 'MAP * ~NOTFOUND'].join(', ')}`
}

export function startRefusedHostsLog() {
  mkdirSync(dirname(REFUSED_HOSTS_LOG), { recursive: true })
  rmSync(REFUSED_HOSTS_LOG, { force: true })
}

export function assertNothingRefused() {
  let refused = ''
  try {
    refused = readFileSync(REFUSED_HOSTS_LOG, 'utf8')
  } catch {
    return
  }
  const hosts = [...new Set(refused.split('\n').filter(Boolean))]
  if (hosts.length) throw new Error(`Tests reach loopback hosts only; looked up: ${hosts.join(', ')}`)
}
