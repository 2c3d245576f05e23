import { afterAll } from 'vitest'
import { takeRefusedHosts } from './loopbackOnly.mjs'

// A test file whose code looked up a real host fails, even when the code caught the error.
afterAll(() => {
  const hosts = takeRefusedHosts()
  if (hosts.length) throw new Error(`Tests reach loopback hosts only; looked up: ${[...new Set(hosts)].join(', ')}`)
})
