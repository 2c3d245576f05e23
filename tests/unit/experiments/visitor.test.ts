import { describe, expect, it } from 'vitest'
import { ENROLMENT_COOKIE, enrolmentValue, experimentProperties, VISITOR_COOKIE } from '@/lib/experiments/cookies'
import type { RunningExperiment } from '@/lib/experiments/live'
import { decideVariant, newVisitorId, seesPublishedPage, type VisitorRequest } from '@/lib/experiments/visitor'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const hero: RunningExperiment = {
  id: 'exp-hero',
  path: '/',
  variants: [
    { variantId: 'control', weight: 50 },
    { variantId: 'b', weight: 50 },
  ],
}
const onlyB: RunningExperiment = {
  ...hero,
  variants: [
    { variantId: 'control', weight: 0 },
    { variantId: 'b', weight: 100 },
  ],
}

function request(cookies: Record<string, string> = {}, headers: Record<string, string> = { 'user-agent': BROWSER }) {
  return {
    cookie: (name) => cookies[name],
    header: (name) => headers[name.toLowerCase()] ?? null,
  } satisfies VisitorRequest
}
const running =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id)

describe('the proxy’s choice of variant for a request', () => {
  it('gives a new visitor an id and a variant, and sets both cookies', () => {
    const decision = decideVariant(request(), [onlyB], running('exp-hero'))
    expect(decision).toMatchObject({
      experimentId: 'exp-hero',
      variantId: 'b',
      newVisitor: true,
      enrolment: 'exp-hero~b',
    })
    expect(decision?.visitorId).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })

  it('keeps a returning visitor’s id and variant, and rewrites no cookie', () => {
    const visitorId = newVisitorId()
    const first = decideVariant(request({ [VISITOR_COOKIE]: visitorId }), [hero], running('exp-hero'))!
    const again = decideVariant(
      request({ [VISITOR_COOKIE]: visitorId, [ENROLMENT_COOKIE]: first.enrolment! }),
      [hero],
      running('exp-hero'),
    )
    expect(again).toMatchObject({ variantId: first.variantId, visitorId, newVisitor: false, enrolment: null })
  })

  it.each([
    ['a search engine', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a link preview', { 'user-agent': 'facebookexternalhit/1.1' }],
    ['no user agent', {}],
    ['Global Privacy Control', { 'user-agent': BROWSER, 'sec-gpc': '1' }],
    ['Do Not Track', { 'user-agent': BROWSER, dnt: '1' }],
  ])('shows %s the page as published, storing nothing', (_, headers) => {
    expect(decideVariant(request({}, headers), [onlyB], running('exp-hero'))).toBeNull()
  })

  it('shows draft mode the page as published', () => {
    expect(decideVariant(request({ __prerender_bypass: 'x' }), [onlyB], running('exp-hero'))).toBeNull()
  })

  it('keeps a visitor in one experiment: on another experiment’s page they see the control', () => {
    const other: RunningExperiment = { ...onlyB, id: 'exp-pricing-page', path: '/partners' }
    const cookies = { [VISITOR_COOKIE]: newVisitorId(), [ENROLMENT_COOKIE]: 'exp-hero~b' }
    expect(decideVariant(request(cookies), [other], running('exp-hero', 'exp-pricing-page'))).toBeNull()
    // Once that experiment has stopped, the visitor can join another.
    expect(decideVariant(request(cookies), [other], running('exp-pricing-page'))).toMatchObject({
      experimentId: 'exp-pricing-page',
      enrolment: 'exp-pricing-page~b',
    })
  })

  it('moves a visitor whose variant lost its share, and says so in the cookie', () => {
    const cookies = { [VISITOR_COOKIE]: newVisitorId(), [ENROLMENT_COOKIE]: 'exp-hero~control' }
    expect(decideVariant(request(cookies), [onlyB], running('exp-hero'))).toMatchObject({ enrolment: 'exp-hero~b' })
  })

  it('replaces a visitor id that is not one of ours', () => {
    const decision = decideVariant(request({ [VISITOR_COOKIE]: 'forged value' }), [hero], running('exp-hero'))
    expect(decision?.newVisitor).toBe(true)
    expect(decision?.visitorId).not.toBe('forged value')
  })
})

/** User agents as they are sent; `true`: a crawler, link preview or monitor, which sees the page as published. */
const USER_AGENTS: [string, boolean][] = [
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
  [
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    true,
  ],
  ['Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)', true],
  ['Mozilla/5.0 (compatible; GoogleOther)', true],
  ['Mozilla/5.0 (compatible; Storebot-Google/1.0)', true],
  ['APIs-Google (+https://developers.google.com/webmasters/APIs-Google.html)', true],
  ['Mediapartners-Google', true],
  ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
  ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', true],
  ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)', true],
  ['Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)', true],
  ['Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)', true],
  ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
  ['WhatsApp/2.23.20.0 A', true],
  ['TelegramBot (like TwitterBot)', true],
  ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', true],
  ['Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)', true],
  ['LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)', true],
  ['Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5', true],
  ['Mozilla/5.0 (compatible; Embedly/0.2; +http://support.embed.ly/)', true],
  ['Iframely/1.3.1 (+https://iframely.com/docs/about)', true],
  ['Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)', true],
  [
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    true,
  ],
  [BROWSER, false],
  [
    'Mozilla/5.0 (Linux; Android 13; CUBOT X20 PRO) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    false,
  ],
  [
    'Mozilla/5.0 (Linux; Android 12; Cubot Note 20) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    false,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    false,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
    false,
  ],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:141.0) Gecko/20100101 Firefox/141.0', false],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
    false,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/500.0.0.0;FBBV/1;FBDV/iPhone16,2;FBMD/iPhone;FBSN/iOS;FBSV/18.5;FBSS/3;FBLC/en_US]',
    false,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/140.0.0.0 Mobile Safari/537.36 Instagram 350.0.0.0 Android',
    false,
  ],
]

describe('who sees the page as published, by user agent', () => {
  it.each(USER_AGENTS)('%s: %s', (userAgent, published) => {
    expect(seesPublishedPage(request({}, { 'user-agent': userAgent }))).toBe(published)
  })
})

describe('the analytics properties of the experiment a visitor is in', () => {
  it('reads the experiment and variant from the cookie, and nothing without it', () => {
    expect(experimentProperties(`theme=dark; ${ENROLMENT_COOKIE}=exp-hero~b; other=1`)).toEqual({
      experiment: 'exp-hero',
      variant: 'b',
    })
    expect(experimentProperties('theme=dark')).toEqual({})
    expect(experimentProperties(`${ENROLMENT_COOKIE}=nonsense`)).toEqual({})
  })

  it('reads any id the proxy writes, as the cookie encodes it', () => {
    const written = encodeURIComponent(enrolmentValue('exp.Hero_2-x', 'b-2'))
    expect(experimentProperties(`${ENROLMENT_COOKIE}=${written}`)).toEqual({
      experiment: 'exp.Hero_2-x',
      variant: 'b-2',
    })
  })

  it('gives no properties, and throws nothing, for a value the proxy never writes', () => {
    for (const cookies of [
      `${ENROLMENT_COOKIE}=a%E0~b`,
      `${ENROLMENT_COOKIE}=a~b%E0`,
      `${ENROLMENT_COOKIE}=%E0`,
      `${ENROLMENT_COOKIE}=~b`,
      `${ENROLMENT_COOKIE}=a~`,
      `other-${ENROLMENT_COOKIE}=a~b`,
    ])
      expect(experimentProperties(`theme=dark; ${cookies}; x=1`)).toEqual({})
  })
})
