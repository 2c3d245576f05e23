import { env } from '@/lib/env/server'
import { SINGLETON_PATHS } from '@/lib/site/routes'

/** Schema.org structured data the pages embed, built from content. */
type Thing = Record<string, unknown>

const absolute = (path: string) => `${env.NEXT_PUBLIC_SITE_URL}${path === '/' ? '' : path}`

export function organizationJsonLd({
  name,
  email,
  phone,
  address,
  sameAs,
}: {
  name: string
  email: string
  phone: string
  address: string
  sameAs: string[]
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: absolute(SINGLETON_PATHS.homePage),
    email,
    telephone: phone,
    address: { '@type': 'PostalAddress', streetAddress: address.replace(/\n/g, ', ') },
    sameAs,
  }
}

export function faqPageJsonLd(entries: { question: string; answer: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }
}

/** Plans with a fixed yearly price as Products with an Offer (plans sold in person have no price to state). */
export function plansJsonLd(
  brand: string,
  plans: { title: string; description: string; annualPriceUsd?: number | null }[],
): Thing[] {
  return plans
    .filter((plan) => typeof plan.annualPriceUsd === 'number')
    .map((plan) => ({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `${brand} ${plan.title}`,
      description: plan.description,
      brand: { '@type': 'Brand', name: brand },
      offers: {
        '@type': 'Offer',
        price: plan.annualPriceUsd,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: absolute(SINGLETON_PATHS.pricingPage),
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: plan.annualPriceUsd,
          priceCurrency: 'USD',
          unitCode: 'ANN',
        },
      },
    }))
}

export function articleJsonLd(article: {
  title: string
  description: string
  path: string
  publishedAt: string
  author: string
  publisher: string
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.publishedAt,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: article.publisher },
    mainEntityOfPage: absolute(article.path),
  }
}

/** The trail from the home page to the current page, e.g. Home › Blog › Article. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  }
}
