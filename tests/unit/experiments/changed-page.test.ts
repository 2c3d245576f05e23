import { evaluate, parse } from 'groq-js'
import { describe, expect, it, vi } from 'vitest'
import type { SectionData } from '@/lib/sanity/sections'
import { seedDocuments } from '@/studio/seed'
import { seedDocument } from '../../support/seedContent'

/**
 * A page edited under a running experiment (docs/experiments.md): once the section it replaces, or the field it
 * changes, is gone from the published page, its variant pages show the page as published (never a 404), and the
 * proxy's table leaves the experiment out, so no visitor is sent to them or counted in them any more.
 */
const variants = vi.fn()
vi.mock('@/lib/sanity/content/experiments', async (original) => ({
  ...(await original<typeof import('@/lib/sanity/content/experiments')>()),
  getExperimentVariants: () => variants(),
}))
const { sectionsWithVariant } = await import('@/lib/experiments/variantPage')
const { runningExperiments } = await import('@/lib/experiments/live')
const { runningExperimentsQuery } = await import('@/lib/sanity/content/experiments')

type Hero = SectionData & { _key: string; heading: string; buttons: { _key: string; label: string }[] }
const home = seedDocument<{ sections: SectionData[] }>('homePage')
const hero = home.sections[0] as Hero
const labelPath = `buttons[_key=="${hero.buttons[0]._key}"].label`

describe('a variant page whose target is gone from the published page', () => {
  const onHero = (field: string | null) => [
    {
      _id: 'exp-hero',
      sectionKey: hero._key,
      field,
      pageType: 'homePage',
      slug: null,
      variants: [{ variantId: 'b', value: 'Try it', sections: [{ ...hero, heading: 'A shorter hero' }] }],
    },
  ]

  it('shows the variant while its target is there', async () => {
    variants.mockResolvedValue(onHero(null))
    const sections = await sectionsWithVariant(home.sections, 'exp-hero~b', { type: 'homePage' })
    expect((sections?.[0] as Hero).heading).toBe('A shorter hero')
    variants.mockResolvedValue(onHero(labelPath))
    const labelled = await sectionsWithVariant(home.sections, 'exp-hero~b', { type: 'homePage' })
    expect((labelled?.[0] as Hero).buttons[0].label).toBe('Try it')
  })

  it('shows the page as published once the section is gone', async () => {
    variants.mockResolvedValue(onHero(null))
    const withoutHero = home.sections.slice(1)
    expect(await sectionsWithVariant(withoutHero, 'exp-hero~b', { type: 'homePage' })).toEqual(withoutHero)
  })

  it('shows the page as published once the field is gone from the section', async () => {
    variants.mockResolvedValue(onHero(labelPath))
    const edited = [{ ...hero, buttons: hero.buttons.slice(1) }, ...home.sections.slice(1)] as SectionData[]
    expect(await sectionsWithVariant(edited, 'exp-hero~b', { type: 'homePage' })).toEqual(edited)
  })

  it('still names no page for a code of no variant on this page', async () => {
    variants.mockResolvedValue(onHero(null))
    expect(await sectionsWithVariant(home.sections, 'exp-hero~c', { type: 'homePage' })).toBeNull()
    expect(await sectionsWithVariant(home.sections, 'exp-other~b', { type: 'homePage' })).toBeNull()
  })
})

describe('the proxy’s table of running experiments', () => {
  const experiment = (id: string, sectionKey: string, field?: string) => ({
    _id: id,
    _type: 'experiment',
    state: 'running',
    target: { page: { _type: 'reference', _ref: 'homePage' }, sectionKey, ...(field ? { field } : {}) },
    variants: [
      { _key: 'control', variantId: 'control', weight: 50 },
      { _key: 'b', variantId: 'b', weight: 50 },
    ],
  })

  /** The running experiments as the proxy reads them from the published dataset, with `edited` home page. */
  async function table(experiments: Record<string, unknown>[], edited: { sections: unknown[] } = home) {
    const dataset = [
      ...seedDocuments.filter((document) => document._id !== 'homePage'),
      { ...seedDocument('homePage'), ...edited },
      ...experiments,
    ]
    const rows = await (await evaluate(parse(runningExperimentsQuery), { dataset })).get()
    return runningExperiments(rows).map((entry) => entry.id)
  }

  it('holds the experiments whose section and field are on the published page', async () => {
    expect(await table([experiment('exp-section', hero._key), experiment('exp-field', hero._key, labelPath)])).toEqual([
      'exp-section',
      'exp-field',
    ])
  })

  it('leaves out an experiment whose section is gone, or whose field is', async () => {
    const running = [
      experiment('exp-section', hero._key),
      experiment('exp-field', hero._key, labelPath),
      experiment('exp-gone', 'no-such-section'),
    ]
    expect(await table(running)).toEqual(['exp-section', 'exp-field'])
    const withoutButton = { sections: [{ ...hero, buttons: hero.buttons.slice(1) }, ...home.sections.slice(1)] }
    expect(await table(running, withoutButton)).toEqual(['exp-section'])
    expect(await table(running, { sections: home.sections.slice(1) })).toEqual([])
  })
})
