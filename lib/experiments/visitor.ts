/**
 * The proxy's decision for one request of a page with running experiments (docs/experiments.md): which experiment and
 * variant this visitor sees, from two first-party cookies (./cookies.ts), or none (the page as published).
 *
 * The analytics tracker sends the experiment the visitor is in with every pageview and goal. A visitor is in one
 * running experiment at a time, so each event names one experiment unambiguously; on another experiment's page they
 * see the control, uncounted.
 *
 * Crawlers, visitors who ask not to be tracked (Global Privacy Control, Do Not Track) and draft mode get no cookie and
 * the page as published (the control).
 */
import { randomBytes } from 'node:crypto'
import { isbot } from 'isbot'
import { assignVariant } from './assignment'
import { ENROLMENT_COOKIE, enrolmentValue, parseEnrolment, VISITOR_COOKIE } from './cookies'
import type { RunningExperiment } from './live'

/** How long the cookies keep a visitor in their variant: 180 days (no experiment should run longer). */
export const EXPERIMENT_COOKIE_MAX_AGE = 180 * 24 * 60 * 60

/** Next's draft-mode cookie: an editor previewing drafts sees the control unless they open a variant's address. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * Search engines, link previews and monitors: they index and show what every visitor gets without the experiment.
 * isbot's list is kept up to date by others, and already reads the phones of Cubot ("CUBOT X20 PRO") as people with a
 * browser. What the site's own pattern caught before and isbot does not (WhatsApp's previews, not at the start of the
 * user agent) is added (tests/unit/experiments/crawlers.test.ts holds the two together).
 */
const ALSO_CRAWLERS = /whatsapp/i

const isCrawler = (userAgent: string) => isbot(userAgent) || ALSO_CRAWLERS.test(userAgent)

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/

/** What the proxy reads of a request: a cookie's value and a header's. */
export type VisitorRequest = { cookie(name: string): string | undefined; header(name: string): string | null }

export type VariantDecision = {
  experimentId: string
  variantId: string
  /** The visitor's id, and whether it is new (the cookie is then set). */
  visitorId: string
  newVisitor: boolean
  /** The enrolment cookie's value, when it changes (a first enrolment, or a split change moved the visitor). */
  enrolment: string | null
}

/** Whether the visitor asks not to be tracked (Global Privacy Control, Do Not Track). */
const optsOut = (request: VisitorRequest) => request.header('sec-gpc') === '1' || request.header('dnt') === '1'

/** Whether the request must see the page as published, with nothing stored: crawlers, opt-outs, draft mode. */
export function seesPublishedPage(request: VisitorRequest): boolean {
  const userAgent = request.header('user-agent')
  return !userAgent || isCrawler(userAgent) || optsOut(request) || request.cookie(DRAFT_MODE_COOKIE) !== undefined
}

/**
 * The experiment cookies to expire on a request that sees the page as published for privacy (an opt-out, draft mode)
 * yet carries them from an earlier visit: with the enrolment left, the tracker would tag its events with a variant it
 * no longer sees; and who opts out keeps no visitor id either (draft mode keeps it: the editor's variant comes back).
 */
export function cookiesToExpire(request: VisitorRequest): string[] {
  const optedOut = optsOut(request)
  if (!optedOut && request.cookie(DRAFT_MODE_COOKIE) === undefined) return []
  const names = optedOut ? [ENROLMENT_COOKIE, VISITOR_COOKIE] : [ENROLMENT_COOKIE]
  return names.filter((name) => request.cookie(name) !== undefined)
}

/**
 * Whether the request is a fetch made by a page rather than a document load: Next's client router asking for the
 * page's payload, for a prefetch (a `<Link>` to the page in view) or for a click. The proxy cannot tell those two
 * apart (Next removes its router headers before the proxy runs: next/dist/server/web/adapter.js), but the browser's
 * `Sec-Fetch-Dest` tells any fetch (`empty`) from a document.
 */
export const isFetchFromPage = (request: VisitorRequest) => request.header('sec-fetch-dest') === 'empty'

/** A new visitor id: 128 random bits. */
export const newVisitorId = () => randomBytes(16).toString('base64url')

/**
 * The variant this visitor sees among the `experiments` running on the requested page, or null for the page as
 * published. `running` says whether an experiment the visitor is already in still runs; `newId` draws a new visitor's
 * id (the caller's, so that lib/front/decide.ts stays a pure function).
 */
export function decideVariant(
  request: VisitorRequest,
  experiments: readonly RunningExperiment[],
  running: (experimentId: string) => boolean,
  newId: () => string = newVisitorId,
): VariantDecision | null {
  if (!experiments.length || seesPublishedPage(request)) return null
  const stored = request.cookie(VISITOR_COOKIE)
  const newVisitor = !stored || !VISITOR_ID.test(stored)
  const visitorId = newVisitor ? newId() : stored
  const enrolled = parseEnrolment(request.cookie(ENROLMENT_COOKIE))
  let experiment: RunningExperiment | undefined
  if (enrolled && running(enrolled.experimentId)) {
    experiment = experiments.find((candidate) => candidate.id === enrolled.experimentId)
    // In another running experiment: this page's experiments do not count this visitor.
    if (!experiment) return null
  } else {
    // Several experiments on this page (on different sections): the visitor joins one, drawn like a variant.
    const pick = assignVariant(
      visitorId,
      experiments.map((candidate) => candidate.id).join(' '),
      experiments.map((candidate) => ({ variantId: candidate.id, weight: 1 })),
    )
    experiment = experiments.find((candidate) => candidate.id === pick)
  }
  const variantId = experiment && assignVariant(visitorId, experiment.id, experiment.variants)
  if (!experiment || !variantId) return null
  const enrolment = enrolmentValue(experiment.id, variantId)
  return {
    experimentId: experiment.id,
    variantId,
    visitorId,
    newVisitor,
    enrolment: enrolled && enrolmentValue(enrolled.experimentId, enrolled.variantId) === enrolment ? null : enrolment,
  }
}
