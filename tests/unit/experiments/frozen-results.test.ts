import type { ConditionalPropertyCallback } from '@sanity/types'
import type { SanityClient } from 'sanity'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { experiment } from '@/schemas/experiments/experiment'
import { frozenInWords } from '@/studio/experiments/words'

/**
 * Results are read on the goal an experiment was judged on, over the time it ran (docs/experiments.md): once started,
 * its goal and target cannot be edited in the Studio, and the results frozen at Stop keep the goal and the period they
 * measured, which the Results view labels them with.
 */
vi.mock('@sanity/preview-url-secret/create-secret', () => ({ createPreviewSecret: async () => ({ secret: 's' }) }))
const { freezeResults } = await import('@/studio/experiments/results')

afterEach(() => vi.unstubAllGlobals())

const field = (name: string) => experiment.fields.find((candidate) => candidate.name === name)!
const readOnlyIn = (name: string, state?: string) =>
  ((field(name) as { readOnly?: unknown }).readOnly as ConditionalPropertyCallback)({
    document: { _id: 'e', _type: 'experiment', state },
  } as never)

describe('an experiment once started', () => {
  it('keeps its goal, what it changes and its variants: editable only as a draft', () => {
    for (const name of ['goal', 'target', 'variants']) {
      expect([undefined, 'draft', 'running', 'stopped'].map((state) => readOnlyIn(name, state))).toEqual([
        false,
        false,
        true,
        true,
      ])
    }
  })

  it('keeps its split: each variant’s share is read-only once started', () => {
    const variant = (field('variants') as unknown as { of: { fields: { name: string; readOnly?: unknown }[] }[] }).of[0]
    const share = variant.fields.find((candidate) => candidate.name === 'weight')!
    expect(
      ['draft', 'running', 'stopped'].map((state) =>
        (share.readOnly as ConditionalPropertyCallback)({
          document: { _id: 'e', _type: 'experiment', state },
        } as never),
      ),
    ).toEqual([false, true, true])
  })
})

describe('results frozen at Stop', () => {
  const counts = [
    { variantId: 'control', label: 'As it is', visitors: 120, conversions: 9, share: 50 },
    { variantId: 'b', label: 'Shorter', visitors: 118, conversions: 14, share: 50 },
  ]

  it('keep the goal, the period Plausible counted and the shares, as the site answered them', async () => {
    const answer = {
      status: 'ready',
      counts,
      goal: 'Purchase',
      from: '2026-11-01T09:00:00.000Z',
      to: '2026-11-20T17:30:00.000Z',
    }
    vi.stubGlobal('fetch', async () => Response.json(answer))
    const frozen = await freezeResults({} as SanityClient, 'exp-hero')
    expect(frozen).toMatchObject({ goal: 'Purchase', from: answer.from, to: answer.to, counted: 'browsers' })
    expect(JSON.parse(frozen!.json)).toEqual(counts)
  })

  it('are labelled with the goal and period they measured, not the experiment’s goal as it reads now', () => {
    const frozen = {
      json: JSON.stringify(counts),
      frozenAt: '2026-11-20T17:30:05.000Z',
      goal: 'Purchase',
      from: '2026-11-01T09:00:00.000Z',
      to: '2026-11-20T17:30:00.000Z',
      counted: 'browsers' as const,
    }
    expect(frozenInWords(frozen, 'Trial Started')).toEqual({
      goal: 'Purchase',
      footnote:
        'Counted from 1 Nov 2026, 09:00 UTC to 20 Nov 2026, 17:30 UTC, frozen when the experiment stopped, 20 Nov 2026, 17:30 UTC: these figures no longer change.',
    })
  })

  it('frozen before they kept the goal, fall back to the experiment’s, and say how they were counted', () => {
    expect(frozenInWords({ json: '[]', frozenAt: '2026-11-20T17:30:05.000Z' }, 'Trial Started')).toEqual({
      goal: 'Trial Started',
      footnote:
        'Frozen when the experiment stopped, 20 Nov 2026, 17:30 UTC: these figures no longer change. They were counted as Plausible’s daily visitors, before each browser was counted once: a person who came back on several days counts several times.',
    })
  })
})
