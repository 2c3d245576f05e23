import { evaluate, parse } from 'groq-js'
import { firstValueFrom, from } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { resolveLocations } from '@/studio/presentation'
import { seedDocuments } from '@/studio/seed'

/** The Studio's document store, answering listenQuery from the seed dataset (one answer, no updates). */
const documentStore = {
  listenQuery: (query: string, params: Record<string, unknown>) =>
    from((async () => (await evaluate(parse(query, { params }), { dataset: seedDocuments, params })).get())()),
}

async function usedOn(id: string, type: string): Promise<string[]> {
  const state = await firstValueFrom(
    from(
      Promise.resolve(
        resolveLocations({ id, type, version: undefined, perspectiveStack: [] }, { documentStore } as never),
      ),
    ),
  )
  const resolved = state && 'subscribe' in state ? await firstValueFrom(state) : state
  return (resolved?.locations ?? []).map((location) => location.href)
}

describe('"used on these pages" in Presentation', () => {
  it('a plan: the home page and /pricing, and the campaign page whose pricing section chose it', async () => {
    expect(await usedOn('pricingPlan-basic', 'pricingPlan')).toEqual(['/', '/pricing', '/agencies'])
    // Not chosen there: only where a pricing section shows the pricing page's plans.
    expect(await usedOn('pricingPlan-enterprise', 'pricingPlan')).toEqual(['/', '/pricing'])
  })

  it('a question, a testimonial and a case study: wherever a section shows them, besides their own pages', async () => {
    expect(await usedOn('faq-deliverability', 'faq')).toEqual(['/', '/agencies'])
    expect(await usedOn('testimonial-sarah-mitchell', 'testimonial')).toEqual(['/testimonials', '/agencies'])
    expect(await usedOn('caseStudy-innovate-tech', 'caseStudy')).toEqual([
      '/case-studies/innovate-tech',
      '/case-studies',
      '/agencies',
    ])
  })

  it('a page made of sections is its own location', async () => {
    expect(await usedOn('page-agencies', 'page')).toEqual(['/agencies'])
  })
})
