import { evaluate, parse } from 'groq-js'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ContactForm } from '@/components/contact/ContactForm'
import { telHref } from '@/components/contact/ContactDetails'
import { headingsOf } from '@/components/content/RichText'
import { LastUpdated } from '@/components/legal/LastUpdated'
import { queryEmbedded } from '@/lib/sanity/embedded'
import * as account from '@/lib/sanity/content/account'
import * as slugPages from '@/lib/sanity/content/pages'
import * as site from '@/lib/sanity/content/site'
import * as support from '@/lib/sanity/content/support'
import type {
  ContactPageQueryResult,
  PaymentSuccessPageQueryResult,
  SiteChromeQueryResult,
  SlugPageQueryResult,
  SlugPageSlugsQueryResult,
  SupportPageQueryResult,
} from '@/sanity/types'

const legalPage = (slug: string) => queryEmbedded<SlugPageQueryResult>(slugPages.slugPageQuery, { slug })

describe('/support content', () => {
  it('phone and email cards open tel: and mailto: links', async () => {
    const page = await queryEmbedded<SupportPageQueryResult>(support.supportPageQuery)
    expect(page?.title).toBe('Support')
    expect(page?.channels.map((channel) => [channel.title, channel.contact.href])).toEqual([
      ['24/7 Phone Support', 'tel:+14155550134'],
      ['Email Support', 'mailto:hello@persistly.ai'],
    ])
    expect(page?.channels.every((channel) => channel._key && channel.icon && channel.description)).toBe(true)
  })

  it('the knowledge base lists the four topics, each linking to a page of the site', async () => {
    const page = await queryEmbedded<SupportPageQueryResult>(support.supportPageQuery)
    expect(page?.knowledgeBase.links.map((link) => link.label)).toEqual([
      'Getting Started Guides',
      'API Documentation',
      'Best Practices',
      'Troubleshooting Tips',
    ])
    expect(page?.knowledgeBase.links.every((link) => link._key && link.href.startsWith('/'))).toBe(true)
  })

  it('the community card has its Join Community button', async () => {
    const page = await queryEmbedded<SupportPageQueryResult>(support.supportPageQuery)
    expect(page?.community.title).toBe('Community Forum')
    expect(page?.community.button).toEqual({ label: 'Join Community', href: '/contact' })
  })
})

describe('legal and generic pages (/[slug])', () => {
  it('the route prerenders exactly the legal texts and pages the content has', async () => {
    const rows = await queryEmbedded<SlugPageSlugsQueryResult>(slugPages.slugPageSlugsQuery)
    expect(rows.map((row) => row.slug).sort()).toEqual(['agencies', 'goodbye', 'privacy', 'terms'])
  })

  it('privacy: title, date and the sections the specification lists, as h2 anchors', async () => {
    const page = await legalPage('privacy')
    expect(page?._type).toBe('legalPage')
    if (page?._type !== 'legalPage') return
    expect(page.title).toBe('Privacy Policy')
    expect(page.slug).toBe('privacy')
    expect([page.lastUpdatedLabel, page.lastUpdated]).toEqual(['Last updated', '2025-04-19'])
    const headings = headingsOf(page.body)
    expect(headings.filter((heading) => heading.level === 2).map((heading) => heading.text)).toEqual(
      expect.arrayContaining([
        'Our Commitment to Your Privacy',
        'Information We Collect',
        'Data Security',
        'Your Rights',
      ]),
    )
    expect(new Set(headings.map((heading) => heading.id)).size).toBe(headings.length)
    const text = JSON.stringify(page.body)
    for (const phrase of ['Account information and credentials', 'AES-256', 'Export your data'])
      expect(text).toContain(phrase)
  })

  it('terms: title, date and its four sections', async () => {
    const page = await legalPage('terms')
    if (page?._type !== 'legalPage') throw new Error('terms is not a legal page')
    expect(page.title).toBe('Terms of Service')
    expect(page.lastUpdated).toBe('2025-04-19')
    expect(headingsOf(page.body).map((heading) => [heading.id, heading.text])).toEqual([
      ['terms-overview', 'Terms Overview'],
      ['user-responsibilities', 'User Responsibilities'],
      ['service-terms', 'Service Terms'],
      ['updates-and-modifications', 'Updates and Modifications'],
    ])
  })

  it('an unknown slug, or the slug of another kind of document, finds nothing (the page answers 404)', async () => {
    expect(await legalPage('no-such-page')).toBeNull()
    expect(await legalPage('global-tech-solutions')).toBeNull()
  })

  it('a page a marketer adds is found by the same query, with its sections', async () => {
    const dataset = [
      {
        _id: 'page.partners',
        _type: 'page',
        title: 'Partners',
        slug: { _type: 'slug', current: 'partners' },
        sections: [
          {
            _type: 'richTextSection',
            _key: 's1',
            body: [{ _type: 'block', _key: 'a', style: 'normal', children: [], markDefs: [] }],
          },
        ],
        seo: { _type: 'seo', description: 'Partners.' },
      },
    ]
    const run = async (query: string, params = {}) =>
      (await evaluate(parse(query, { params }), { dataset, params })).get()
    expect(await run(slugPages.slugPageSlugsQuery)).toEqual([{ slug: 'partners' }])
    const page = (await run(slugPages.slugPageQuery, { slug: 'partners' })) as SlugPageQueryResult
    expect(page).toMatchObject({
      _type: 'page',
      title: 'Partners',
      slug: 'partners',
      sections: [{ _type: 'richTextSection', _key: 's1', anchor: null, heading: null }],
    })
    expect(page).not.toHaveProperty('lastUpdated')
  })

  it('the date shows as "Last updated April 19, 2025" in a machine-readable <time>', () => {
    const html = renderToStaticMarkup(createElement(LastUpdated, { label: 'Last updated', date: '2025-04-19' }))
    expect(html).toContain('Last updated <time dateTime="2025-04-19">April 19, 2025</time>')
  })
})

describe('/contact content', () => {
  it('the form has Name, Email and Message labels and the Send Message button', async () => {
    const page = await queryEmbedded<ContactPageQueryResult>(account.contactPageQuery)
    expect(page?.title).toBe('Contact')
    expect(page?.form).toMatchObject({
      heading: 'Send Us a Message',
      nameLabel: 'Name',
      emailLabel: 'Email',
      messageLabel: 'Message',
      submitLabel: 'Send Message',
    })
    expect(page?.details.heading).toBeTruthy()
  })

  it('the email, phone and San Francisco address come from site settings; the phone dials', async () => {
    const { settings } = await queryEmbedded<SiteChromeQueryResult>(site.siteChromeQuery)
    expect(settings?.contact.email).toBe('hello@persistly.ai')
    expect(settings?.contact.address).toContain('San Francisco')
    expect(telHref(settings!.contact.phone)).toBe('tel:+14155550134')
  })

  it('the form has its three labelled fields, a 4-row message box and a Send Message button that sends', async () => {
    const page = await queryEmbedded<ContactPageQueryResult>(account.contactPageQuery)
    const html = renderToStaticMarkup(
      createElement(ContactForm, { form: page!.form, action: async (state) => state, page: '/contact' }),
    )
    expect(html).toMatch(/<button type="submit"[^>]*>Send Message<\/button>/)
    expect(html).not.toMatch(/<button type="submit"[^>]*\sdisabled=/)
    expect(page?.form.sendingLabel).toBe('Sending...')
    expect(html).toMatch(/<textarea[^>]*rows="4"/)
    for (const id of ['contact-name', 'contact-email', 'contact-message'])
      expect(html).toMatch(new RegExp(`<label for="${id}"`))
  })
})

describe('/payment-success content', () => {
  it('heading, confirmation text, email note and the two buttons', async () => {
    const page = await queryEmbedded<PaymentSuccessPageQueryResult>(account.paymentSuccessPageQuery)
    expect(page?.heading).toBe('Thank You for Your Purchase!')
    expect(page?.text).toMatch(/payment was successful.*plan is now active/)
    expect(page?.emailNote).toMatch(/confirmation email/i)
    expect(page?.homeLink).toEqual({ label: 'Return to Homepage', href: '/' })
    expect(page?.supportLink).toEqual({ label: 'Contact Support', href: '/contact' })
    expect(page?.seo.description).toBeTruthy()
  })
})
