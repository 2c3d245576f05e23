import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { standInServer } from './http'

/**
 * A stand-in leaves idle connections to its clients: one used again after longer than Node's default idle timeout
 * (5 s) still answers, where a server with that default has ended it and the request fails with "socket hang up".
 */
const NODE_DEFAULT_IDLE_MS = 5_000
const server = standInServer((_, response) => response.end('ok'))

beforeAll(async () => {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

/** Every byte the socket receives, as text so far. */
function received(socket: ReturnType<typeof connect>) {
  let text = ''
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
  return () => text
}

describe('a stand-in server', () => {
  it('answers a second request on a connection left idle longer than Node’s default timeout', async () => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1')
    await once(socket, 'connect')
    const text = received(socket)
    const request = 'GET / HTTP/1.1\r\nHost: stand-in\r\nConnection: keep-alive\r\n\r\n'
    socket.write(request)
    await expect.poll(text).toMatch(/\r\n\r\nok$/)
    expect(text()).not.toMatch(/^keep-alive: timeout=/im)

    // The idle time is what is under test: a little over the default, after which Node would have ended it.
    await new Promise((resolve) => setTimeout(resolve, NODE_DEFAULT_IDLE_MS + 500))
    expect(socket.readyState).toBe('open')
    socket.write(request)
    await expect.poll(() => text().match(/HTTP\/1\.1 200/g)?.length).toBe(2)
    socket.destroy()
  }, 15_000)
})
