import { describe, expect, it } from 'vitest'
import { seesPublishedPage } from '@/lib/experiments/visitor'

/**
 * Crawler detection by isbot (lib/experiments/visitor.ts) against the pattern the site used before it: everything that
 * pattern caught is still a crawler, and the phones it took care to leave out (Cubot's) are still people.
 */
const FORMER_PATTERN =
  /(?<!cu)bot\b|crawl|spider|slurp|google(?:-|other)|-google|facebookexternalhit|whatsapp|preview|embedly|iframely|pingdom|lighthouse/i

/** One user agent for each of the former pattern's terms, as crawlers send them, and a few made up around them. */
const CAUGHT_BEFORE = [
  'Mozilla/5.0 (compatible; Frobot/1.0)',
  'MyCrawler/2.0',
  'Mozilla/5.0 (compatible; somespider/1.1)',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)',
  'Mozilla/5.0 (compatible; GoogleOther)',
  'Mozilla/5.0 (compatible; GoogleOther-Image/1.0)',
  'Feedfetcher-Google; (+http://www.google.com/feedfetcher.html)',
  'Mediapartners-Google',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'WhatsApp/2.23.20.0 A',
  'Mozilla/5.0 (Linux) whatsapp/2.0',
  'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
  'Mozilla/5.0 (compatible; SomePreview/1.0)',
  'Mozilla/5.0 (compatible; Embedly/0.2; +http://support.embed.ly/)',
  'Iframely/1.3.1 (+https://iframely.com/docs/about)',
  'Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)',
  'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
]

const PEOPLE = [
  'Mozilla/5.0 (Linux; Android 13; CUBOT X20 PRO) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 12; Cubot Note 20) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; CUBOT KINGKONG 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:141.0) Gecko/20100101 Firefox/141.0',
]

const seen = (userAgent: string) =>
  seesPublishedPage({ cookie: () => undefined, header: (name) => (name === 'user-agent' ? userAgent : null) })

describe('crawlers, as isbot and the former pattern read them', () => {
  it.each(CAUGHT_BEFORE)('%s: a crawler, as before', (userAgent) => {
    expect(FORMER_PATTERN.test(userAgent)).toBe(true)
    expect(seen(userAgent)).toBe(true)
  })

  it.each(PEOPLE)('%s: a person, as before', (userAgent) => {
    expect(FORMER_PATTERN.test(userAgent)).toBe(false)
    expect(seen(userAgent)).toBe(false)
  })
})
