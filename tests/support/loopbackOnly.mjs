/**
 * No test reaches a real host: loaded into every test process (Vitest's setup, Playwright's config, and through
 * NODE_OPTIONS every server the browser tests start), it makes DNS answer "not found" for any name but the
 * loopback ones, and records the name. Vitest fails the file and Playwright the run when anything was refused
 * (tests/support/vitest.setup.ts, tests/support/e2eTeardown.ts), so a test that would pass only on a machine with
 * internet access fails everywhere. Plain JavaScript, so `node --import` takes it without a loader.
 */
import dns from 'node:dns'
import { appendFileSync } from 'node:fs'

const refused = []

const isLoopback = (hostname) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
  hostname === '::1' ||
  hostname === '[::1]'

function refuse(hostname) {
  refused.push(hostname)
  if (process.env.LOOPBACK_ONLY_LOG) appendFileSync(process.env.LOOPBACK_ONLY_LOG, `${hostname}\n`)
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname} (tests reach loopback hosts only)`), {
    code: 'ENOTFOUND',
    hostname,
  })
}

/** The names refused in this process since the last call, which forgets them. */
export const takeRefusedHosts = () => refused.splice(0)

const lookup = dns.lookup
dns.lookup = function loopbackOnlyLookup(hostname, options, callback) {
  if (isLoopback(String(hostname))) return lookup.apply(this, arguments)
  const done = typeof options === 'function' ? options : callback
  const error = refuse(String(hostname))
  process.nextTick(() => done(error))
}

const lookupPromise = dns.promises.lookup
dns.promises.lookup = function loopbackOnlyLookup(hostname, ...rest) {
  if (isLoopback(String(hostname))) return lookupPromise.call(this, hostname, ...rest)
  return Promise.reject(refuse(String(hostname)))
}
