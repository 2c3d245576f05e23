import { afterEach, describe, expect, it, vi } from 'vitest'
import { throttleNextWarnings } from '@/lib/log/nextWarnings'
import { THROTTLE_INTERVAL_MS } from '@/lib/log/throttled'

/** Next's warnings as its server writes them (node_modules/next/dist/server/app-render/action-handler.js). */
const unknownAction = (id: string) =>
  new Error(
    `Failed to find Server Action "${id}". This request might be from an older or newer deployment.\nRead more: https://nextjs.org/docs/messages/failed-to-find-server-action`,
  )

afterEach(() => {
  vi.useRealTimers()
})

describe('Next’s warnings a client can trigger on every request', () => {
  it('are written once a minute at most, each kind on its own line without its stack; other warnings as they come', () => {
    vi.useFakeTimers()
    const written: unknown[][] = []
    const target = { warn: (...args: unknown[]) => void written.push(args) }
    throttleNextWarnings(target)
    for (let call = 0; call < 50; call++) target.warn(unknownAction(`7f${call}`))
    for (let call = 0; call < 50; call++)
      target.warn('Missing `origin` header from a forwarded Server Actions request.')
    target.warn('Something else entirely', { detail: 1 })
    target.warn('Something else entirely', { detail: 2 })
    expect(written).toEqual([
      ['[next] Failed to find Server Action "7f0". This request might be from an older or newer deployment.'],
      ['[next] Missing `origin` header from a forwarded Server Actions request.'],
      ['Something else entirely', { detail: 1 }],
      ['Something else entirely', { detail: 2 }],
    ])
    vi.advanceTimersByTime(THROTTLE_INTERVAL_MS)
    target.warn(new Error('Invalid Server Actions request.'))
    expect(written.at(-1)).toEqual(['[next] Invalid Server Actions request. (and 49 more like it in the last minute)'])
  })
})
