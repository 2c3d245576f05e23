import { defineQuery } from 'next-sanity'

/** Everything the shared header and footer show. */
export const siteChromeQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{ companyName, appName, seo, contact, socialLinks[]{ _key, platform, url }, footer, labels },
  "navigation": *[_type == "navigation" && _id == "navigation"][0]{ links[]{ _key, label, anchor }, signInLabel, getStartedLabel }
}`)

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  seo,
  hero,
  featuresSection{ heading, intro, "features": features[]->{ _id, title, description, icon } },
  howItWorksSection,
  faqSection{ heading, intro, "questions": questions[]->{ _id, question, answer } },
  ctaSection
}`)

/** The /pricing page and the pricing section the home page shares with it. Purchase internals stay server-side. */
export const pricingPageQuery = defineQuery(`*[_type == "pricingPage" && _id == "pricingPage"][0]{
  title,
  intro,
  seo,
  section{
    heading,
    intro,
    popularBadge,
    footnote,
    "plans": plans[]->{ _id, title, planKey, priceLabel, pricePeriod, description, features, buttonText, isPopular, accentColor, action, href }
  }
}`)

export const featuresPageQuery = defineQuery(`*[_type == "featuresPage" && _id == "featuresPage"][0]{
  title,
  intro,
  seo,
  "features": features[]->{ _id, title, description, icon }
}`)

export const notFoundPageQuery = defineQuery(`*[_type == "notFoundPage" && _id == "notFoundPage"][0]{ code, heading, homeLinkLabel, documentTitle }`)
