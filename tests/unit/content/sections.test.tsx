// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Sections } from '@/components/sections/Sections'
import { queryEmbedded } from '@/lib/sanity/embedded'
import { slugPageQuery } from '@/lib/sanity/content/pages'
import type { SectionData } from '@/lib/sanity/sections'
import { sectionListProblem, sectionTypes } from '@/schemas/sections'
import type { SlugPageQueryResult } from '@/sanity/types'
import { EVERY_SECTION_PATH } from '../../support/sitePages'

const draft = vi.hoisted(() => ({ isEnabled: false }))
vi.mock('next/headers', () => ({ draftMode: async () => draft }))
// Loaded lazily in the browser (next/dynamic); rendered here as the server renders it once loaded.
vi.mock('@/components/preview/OptimisticSectionOrder', async () => ({
  OptimisticSectionOrder: (await import('@/components/preview/SectionOrderFromEdits')).default,
}))
// The plan buttons are client components: rendered here as the server renders them, before hydration.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }), usePathname: () => '/' }))

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  draft.isEnabled = false
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

/** The campaign page's sections, read as the site reads them. */
async function campaignSections(): Promise<SectionData[]> {
  const page = await queryEmbedded<SlugPageQueryResult>(slugPageQuery, { slug: EVERY_SECTION_PATH.slice(1) })
  if (page?._type !== 'page') throw new Error('The campaign page is missing from the seed')
  return page.sections
}

const CAMPAIGN_PAGE = { _id: 'page-agencies', _type: 'page' }

async function render(sections: Parameters<typeof Sections>[0]['sections']) {
  const template = document.createElement('template')
  template.innerHTML = renderToStaticMarkup(<>{await Sections({ sections, owner: CAMPAIGN_PAGE })}</>)
  return template.content
}

/** The top-level <section> elements, as they sit in <main>. */
const topSections = (html: DocumentFragment) => [...html.children].filter((element) => element.tagName === 'SECTION')

describe('sections', () => {
  it('the campaign page renders a section for each of its sections, every type of the library among them', async () => {
    const sections = await campaignSections()
    expect(new Set(sections.map((section) => section._type))).toEqual(new Set(sectionTypes.map((type) => type.name)))
    const html = await render(sections)
    expect(topSections(html)).toHaveLength(sections.length)
    // Every section is labelled by its own heading, and no two ids collide.
    const ids = [...html.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const section of topSections(html))
      expect(html.getElementById(section.getAttribute('aria-labelledby')!)?.textContent).toBeTruthy()
  })

  it('a section type the site does not know is skipped on public pages and logged', async () => {
    const sections = await campaignSections()
    const html = await render([sections[1], { _key: 'new', _type: 'countdownSection', anchor: null }, sections[2]])
    expect(topSections(html)).toHaveLength(2)
    expect(html.textContent).not.toContain('countdownSection')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"countdownSection"'))
  })

  it('in draft mode it is a visible placeholder naming the type', async () => {
    draft.isEnabled = true
    const html = await render([{ _key: 'new', _type: 'countdownSection', anchor: null }])
    expect(html.querySelector('[role="note"]')?.textContent).toContain('countdownSection')
  })

  it('in draft mode each section names its place in the page, for the preview to edit and reorder it; never on public pages', async () => {
    const sections = await campaignSections()
    expect((await render(sections)).querySelectorAll('[data-sanity]')).toHaveLength(0)
    draft.isEnabled = true
    const html = await render(sections)
    const wrappers = [...html.children].filter((element) => element.tagName === 'DIV')
    expect(topSections(html)).toHaveLength(0)
    expect(wrappers).toHaveLength(sections.length)
    for (const [index, wrapper] of wrappers.entries()) {
      const attribute = wrapper.getAttribute('data-sanity')!
      expect(attribute).toContain(`id=${CAMPAIGN_PAGE._id};type=${CAMPAIGN_PAGE._type}`)
      expect(attribute).toContain(`path=sections:${sections[index]._key};`)
      expect(wrapper.querySelector(':scope > section')).not.toBeNull()
    }
  })

  it('a section whose references are missing renders without them', async () => {
    const sections = await campaignSections()
    const broken = sections.map((section) => {
      switch (section._type) {
        case 'featureGridSection':
          return { ...section, features: [null, section.features[1]] }
        case 'testimonialsSection':
          return { ...section, testimonials: [null] }
        case 'caseStudiesSection':
          return { ...section, caseStudies: [section.caseStudies[0], null] }
        case 'faqSection':
          return { ...section, questions: [null, section.questions[0]] }
        case 'pricingSection':
          return { ...section, plans: [null, section.plans![1]] }
        case 'heroSection':
          return { ...section, image: { ...section.image!, asset: null } }
        default:
          return section
      }
    }) as SectionData[]
    const html = await render(broken)
    expect(topSections(html)).toHaveLength(sections.length)
    expect(html.querySelectorAll('#why-agencies ul > li')).toHaveLength(1)
    expect(html.querySelectorAll('#plans li[aria-labelledby]')).toHaveLength(1)
    expect(html.querySelectorAll('details')).toHaveLength(1)
  })
})

describe('the rules of a list of sections', () => {
  const list = (...types: string[]) => types.map((_type, index) => ({ _key: String(index), _type }))

  it('one hero at most, and only first; one pricing section at most', () => {
    expect(sectionListProblem(list('heroSection', 'faqSection', 'pricingSection'))).toBe(true)
    expect(sectionListProblem(list('faqSection', 'heroSection'))).toBe('The hero must be the first section.')
    expect(sectionListProblem(list('heroSection', 'heroSection'))).toBe('A page has one hero at most.')
    expect(sectionListProblem(list('pricingSection', 'pricingSection'))).toBe('A page has one pricing section at most.')
  })
})
