/**
 * How renderings share the processor: identical requests arriving together share one rendering, at most
 * `maxInFlight` different ones run at a time, and the rest wait their turn for at most `maxWaitMs` (and only
 * `maxWaiting` of them): past that they are turned away (RenderQueueFull), so a burst of expensive requests
 * cannot pile up work, memory and open connections behind each other.
 */
export class RenderQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many images are being rendered at once.')
  }
}

export type RenderQueue = {
  /** The result of `render`, or of the rendering of `key` already under way. */
  run<T>(key: string, render: () => Promise<T>): Promise<T>
}

export function createRenderQueue({
  maxInFlight,
  maxWaiting,
  maxWaitMs,
}: {
  maxInFlight: number
  maxWaiting: number
  maxWaitMs: number
}): RenderQueue {
  const underWay = new Map<string, Promise<unknown>>()
  const waiting: (() => void)[] = []
  let inFlight = 0
  const retryAfterSeconds = Math.max(1, Math.ceil(maxWaitMs / 1000))

  /** Resolves once a slot is free (taken for the caller), or rejects with RenderQueueFull. */
  function slot(): Promise<void> {
    if (inFlight < maxInFlight) {
      inFlight++
      return Promise.resolve()
    }
    if (waiting.length >= maxWaiting) return Promise.reject(new RenderQueueFull(retryAfterSeconds))
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1)
        reject(new RenderQueueFull(retryAfterSeconds))
      }, maxWaitMs)
      waiting.push(turn)
    })
  }

  function release() {
    const next = waiting.shift()
    // The slot passes straight to the next in line; only when nobody waits does it become free.
    if (next) next()
    else inFlight--
  }

  return {
    run<T>(key: string, render: () => Promise<T>) {
      const shared = underWay.get(key)
      if (shared) return shared as Promise<T>
      const rendering = slot().then(() => render().finally(release))
      const settled = rendering.finally(() => underWay.delete(key))
      // The entry's own rejection is handled by the callers that await `settled`.
      underWay.set(key, settled)
      return settled
    },
  }
}
