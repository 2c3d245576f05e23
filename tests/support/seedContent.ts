import { seedDocuments } from '@/studio/seed'

/**
 * What the bundled content says, for tests to expect instead of restating marketing copy: a marketer's edit to the
 * seed changes the page and the expectation together, while a page that stops showing the field still fails.
 */
export function seedDocument<T = Record<string, unknown>>(id: string): T {
  const document = seedDocuments.find((candidate) => candidate._id === id)
  if (!document) throw new Error(`No seed document ${id}`)
  return document as T
}

/** A string field of a seed document (`seedText('blogPage', 'title')`). */
export function seedText(id: string, field: string): string {
  const value = seedDocument(id)[field]
  if (typeof value !== 'string') throw new Error(`Seed document ${id} has no text field ${field}`)
  return value
}

/** The browser title of a singleton page: its SEO title in the site's "%s | company" template. */
export function pageTitle(id: string): string {
  const { seo } = seedDocument<{ seo: { title: string } }>(id)
  return `${seo.title} | ${seedText('siteSettings', 'companyName')}`
}
