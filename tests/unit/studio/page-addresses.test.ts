import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RESERVED_PAGE_SLUGS } from '@/schemas/pages/page'
import { seedDocuments } from '@/studio/seed'
import { studioMarkers } from '../../support/studioValidation'

/**
 * Generic pages and legal pages live at one-segment addresses (app/(site)/[slug]), beside the site's own
 * routes. A slug that a route folder already answers, or that the other kind of page has, would be a page
 * nobody can reach: the Studio refuses both.
 */

/** Folders directly under `dir` that answer at their own path: a page or route in them, or an optional catch-all. */
function foldersAnsweringOwnPath(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z0-9-]+$/.test(entry.name))
    .filter((entry) => {
      const folder = join(dir, entry.name)
      return (
        ['page.tsx', 'route.ts', 'route.tsx'].some((file) => existsSync(join(folder, file))) ||
        readdirSync(folder).some((child) => child.startsWith('[[...'))
      )
    })
    .map((entry) => entry.name)
}

const routeFolders = [...foldersAnsweringOwnPath('app/(site)'), ...foldersAnsweringOwnPath('app')]
const legalSlugs = seedDocuments
  .filter((document) => document._type === 'legalPage')
  .map((document) => (document.slug as { current: string }).current)

describe('the addresses generic pages may not take', () => {
  it('include every route folder of the site', () => {
    expect(routeFolders).toContain('pricing')
    expect(routeFolders).toContain('studio')
    expect(routeFolders.filter((folder) => !(RESERVED_PAGE_SLUGS as readonly string[]).includes(folder))).toEqual([])
  })

  it('are all route folders or the bundled legal pages, nothing stale', () => {
    expect(RESERVED_PAGE_SLUGS.filter((slug) => !routeFolders.includes(slug) && !legalSlugs.includes(slug))).toEqual([])
  })
})

describe('a legal page and a generic page with the same address', () => {
  const terms = seedDocuments.find((document) => document._id === 'legalPage-terms')!
  const legalPage = (slug: string) => ({ ...terms, _id: `legalPage-${slug}`, slug: { _type: 'slug', current: slug } })
  const page = (slug: string) => {
    const { lastUpdated: _date, lastUpdatedLabel: _label, ...fields } = terms
    return { ...fields, _id: `page-${slug}`, _type: 'page', slug: { _type: 'slug', current: slug } }
  }

  /** The Studio's slug messages for `document`, in a dataset of the seed plus `others`. */
  async function slugProblems(document: Record<string, unknown>, others: Record<string, unknown>[]) {
    const markers = await studioMarkers(document, others)
    return markers.filter((marker) => marker.path[0] === 'slug').map((marker) => marker.message)
  }

  it('is refused to the generic page when a legal page has it', async () => {
    expect(await slugProblems(page('security'), [legalPage('security')])).toEqual([
      '/security is already the address of a legal page: choose another address.',
    ])
  })

  it('is refused to the legal page when a generic page has it', async () => {
    expect(await slugProblems(legalPage('security'), [page('security')])).toEqual([
      '/security is already the address of a page: choose another address.',
    ])
  })

  it('leaves addresses nobody has alone', async () => {
    expect(await slugProblems(page('partners'), [legalPage('security')])).toEqual([])
    expect(await slugProblems(legalPage('security'), [page('partners')])).toEqual([])
  })

  it('still refuses a generic page the address of a route', async () => {
    expect(await slugProblems(page('pricing'), [])).toEqual([
      '/pricing is already a page of the site: choose another address.',
    ])
  })
})
