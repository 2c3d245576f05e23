import { describe, expect, it } from 'vitest'
import { askWhileSecretUnseen } from '@/studio/experiments/results'

/** A site that answers these statuses in turn, and counts how often it was asked. */
function site(...statuses: number[]) {
  let asked = 0
  return {
    ask: async () => new Response(null, { status: statuses[Math.min(asked++, statuses.length - 1)] }),
    asked: () => asked,
  }
}

describe('the Studio asking the site for results', () => {
  it('asks again while the site has not seen the secret yet (401), and takes the first other answer', async () => {
    const { ask, asked } = site(401, 401, 503)
    expect((await askWhileSecretUnseen(ask, [1, 1, 1])).status).toBe(503)
    expect(asked()).toBe(3)
  })

  it('asks once when the first answer is not a 401', async () => {
    const { ask, asked } = site(200)
    expect((await askWhileSecretUnseen(ask, [1, 1])).status).toBe(200)
    expect(asked()).toBe(1)
  })

  it('ends in the 401 when the site never sees the secret, after one ask per pause', async () => {
    const { ask, asked } = site(401)
    expect((await askWhileSecretUnseen(ask, [1, 1, 1])).status).toBe(401)
    expect(asked()).toBe(4)
  })
})
