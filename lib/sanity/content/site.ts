import { defineQuery } from 'next-sanity'
import { contentReader } from './read'

/** Everything the shared header and footer show. */
export const siteChromeQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{ companyName, appName, seo, contact, socialLinks[]{ _key, platform, url }, footer, labels },
  "navigation": *[_type == "navigation" && _id == "navigation"][0]{ links[]{ _key, label, anchor }, signInLabel, accountLabel, getStartedLabel },
  "search": *[_type == "searchPage" && _id == "searchPage"][0].form{ label, buttonLabel }
}`)

export const notFoundPageQuery = defineQuery(
  `*[_type == "notFoundPage" && _id == "notFoundPage"][0]{ code, heading, homeLinkLabel, documentTitle }`,
)

const readSiteChrome = contentReader(
  siteChromeQuery,
  ['siteSettings', 'navigation', 'searchPage'],
  'Site settings, navigation and the search field',
)

export async function getSiteChrome() {
  const { settings, navigation, search } = await readSiteChrome()
  if (!settings || !navigation || !search)
    throw new Error('Content missing: Site settings, Header navigation or the Search page. Publish them in the Studio.')
  return { settings, navigation, search }
}

export const getNotFoundPage = contentReader(notFoundPageQuery, ['notFoundPage'], 'Not-found page')

/** The words of the page shown when a page fails to render (app/(site)/error.tsx). */
export const errorPageQuery = defineQuery(
  `*[_type == "errorPage" && _id == "errorPage"][0]{ heading, message, retryLabel, homeLinkLabel, referenceLabel, documentTitle }`,
)

export const getErrorPage = contentReader(errorPageQuery, ['errorPage'], 'Error page')

/** The banner of draft mode (read only when previewing). */
export const draftModeBannerQuery = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0].draftModeBanner{ notice, leaveLabel }`,
)

export const getDraftModeBanner = contentReader(draftModeBannerQuery, ['siteSettings'], 'Draft preview banner')
