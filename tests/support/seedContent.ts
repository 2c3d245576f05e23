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

/** Every seed document of a type, in the seed's order. */
export function seedDocumentsOfType<T = Record<string, unknown>>(type: string): T[] {
  return seedDocuments.filter((document) => document._type === type) as T[]
}

/** The documents a list of references points at, in its order. */
export function seedReferenced<T = Record<string, unknown>>(references: { _ref: string }[]): T[] {
  return references.map((reference) => seedDocument<T>(reference._ref))
}

type SeedBlock = { _type: string; style?: string; children?: { text: string }[]; title?: string; code?: string }

/** The text of each Portable Text block of a style ('h2', 'h3', 'normal'…), in order. */
export function blockTexts(blocks: SeedBlock[], style: string): string[] {
  return blocks
    .filter((block) => block._type === 'block' && block.style === style)
    .map((block) => (block.children ?? []).map((child) => child.text).join(''))
}

/** A date as the site writes it for a reader ("April 8, 2025"). */
export const readableDate = (isoDate: string) =>
  new Date(isoDate).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** The sign-in page's texts (/auth): its heading, the way to sign up or back to sign in, and its unavailable notice. */
export const authPage = seedDocument<{
  heading: string
  signUpLabel: string
  toSignIn: { prompt: string }
  unavailable: { heading: string; text: string }
}>('authPage')

/** The sign-in page's h1: its heading and the site's name. */
export const authPageHeading = `${authPage.heading} — ${seedText('siteSettings', 'appName')}`

/** What the purchase buttons say: the pricing section's messages (sign in first, processing, errors). */
export const purchaseMessages = seedDocument<{ section: { purchaseMessages: Record<string, string> } }>('pricingPage')
  .section.purchaseMessages
