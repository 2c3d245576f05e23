import { createServer } from 'node:http'
import { expect, it } from 'vitest'
import { takeRefusedHosts } from '../../support/loopbackOnly.mjs'

it('a real hostname does not resolve in tests, and is recorded so the run fails', async () => {
  takeRefusedHosts()
  await expect(fetch('https://persistly.example.com/')).rejects.toMatchObject({
    cause: { code: 'ENOTFOUND', message: expect.stringContaining('loopback hosts only') },
  })
  // Taken here, so this file's own look-up (the point of the test) does not fail it.
  expect(takeRefusedHosts()).toEqual(['persistly.example.com'])
})

it('loopback names still resolve', async () => {
  const server = createServer((_, response) => response.end('ok'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('ok')
  server.close()
})
