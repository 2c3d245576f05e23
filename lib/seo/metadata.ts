import type { Metadata } from 'next'
import { stegaClean } from '@sanity/client/stega'
import { siteImageUrls } from '@/lib/images/site'
import { getNotFoundPage, getSiteChrome } from '@/lib/sanity/content/site'
import { socialImagePath } from './socialImage'

type SocialImage = { asset?: { _ref: string }; crop?: object; hotspot?: object; alt?: string; decorative?: boolean }
type Seo = { title?: string | null; description?: string | null; image?: SocialImage | null } | null | undefined

const SOCIAL_IMAGE = { width: 1200, height: 630 }

/**
 * The page's social card: the editor's image (SEO fields), cut to 1200 × 630 around its hotspot, as a JPEG every
 * network reads; without one, the card generated from the page title.
 */
function socialImage(seo: Seo, path: string, alt: string) {
  const chosen = seo?.image
  if (!chosen?.asset?._ref) return { url: socialImagePath(path), ...SOCIAL_IMAGE, alt }
  const url = siteImageUrls
    .image(chosen)
    .width(SOCIAL_IMAGE.width)
    .height(SOCIAL_IMAGE.height)
    .format('jpg')
    .quality(80)
    .url()
  return { url, ...SOCIAL_IMAGE, alt: (!chosen.decorative && stegaClean(chosen.alt)) || alt }
}

/**
 * A page's metadata from its SEO fields (falling back to its visible title): title, description,
 * canonical URL, and Open Graph / Twitter cards with the page's social image (chosen or generated). Pages kept out of
 * search engines (`indexable: false`) are not in the sitemap, so they share the home page's card. In draft mode
 * the texts come without stega's invisible characters, which only visible text carries.
 */
export async function pageMetadata(
  seo: Seo,
  {
    title,
    path,
    type = 'website',
    indexable = true,
    feed,
    cardPath = path,
  }: {
    title?: string | null
    path: string
    /**
     * The page whose generated card this one shares: a list's further pages (/blog/page/2) are no public page of
     * their own, and /og answers only those, so they show their first page's card.
     */
    cardPath?: string
    type?: 'website' | 'article'
    indexable?: boolean
    /** An RSS feed of what the page lists, announced to feed readers (`<link rel="alternate">`). */
    feed?: { path: string; title: string }
  },
): Promise<Metadata> {
  const { settings } = stegaClean(await getSiteChrome())
  const pageTitle = stegaClean(seo?.title || title || settings.companyName)
  const description = stegaClean(seo?.description || settings.seo.description)
  const image = indexable ? socialImage(seo, cardPath, pageTitle) : socialImage(null, '/', pageTitle)
  return {
    title: pageTitle,
    description,
    alternates: {
      canonical: path,
      ...(feed ? { types: { 'application/rss+xml': [{ url: feed.path, title: stegaClean(feed.title) }] } } : {}),
    },
    openGraph: { title: pageTitle, description, url: path, siteName: settings.companyName, type, images: [image] },
    twitter: { card: 'summary_large_image', title: pageTitle, description, images: [image] },
    ...(indexable ? {} : { robots: { index: false } }),
  }
}

/** The not-found pages' metadata: the title content gives them, and never indexed. */
export async function notFoundMetadata(): Promise<Metadata> {
  const [page, { settings }] = await Promise.all([getNotFoundPage(), getSiteChrome()])
  // Whole, as the site layout's template makes it: the not-found page for unknown addresses has a layout of its own.
  // A function fills it in as written: a string would read "$&" in the title as a pattern.
  const title = titleTemplate(stegaClean(settings.companyName)).replace('%s', () => stegaClean(page.documentTitle))
  return { title: { absolute: title }, robots: { index: false } }
}

/** Every page's tab title: its own, then the company's name. */
export const titleTemplate = (companyName: string) => `%s | ${companyName}`
