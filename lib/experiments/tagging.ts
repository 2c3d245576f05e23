/**
 * What the analytics tracker adds to the events of a browser enrolled in an experiment (docs/experiments.md, "What is
 * counted"). Loaded by the tracker only when the enrolment cookie is there (lib/analytics/tracker.ts), so no other
 * visitor downloads it.
 *
 * Plausible tells visitors apart by a hash that changes every day and keeps no identity across days, by design; so
 * that each browser counts once however many days it comes back, the browser says when it counts:
 * - every event carries `experiment` and `variant` (the enrolment cookie's two parts);
 * - ENROLMENT_EVENT is sent once per browser and enrolment: the denominator;
 * - the first time a goal is reached after enrolling, it also carries FIRST_GOAL_PROPERTY: the numerator counts
 *   those events, so a browser that starts two trials on two days is one conversion.
 * What was sent is kept in localStorage (STORAGE_KEY: the enrolment and the goals reached since). Where localStorage
 * cannot be used, neither is sent, so that browser counts in neither, in whichever variant it is.
 */
import { experimentProperties } from './cookies'

/** The Plausible goal of an enrolment (create it in Plausible like the site's other goals). */
export const ENROLMENT_EVENT = 'Experiment Enrolled'
/** The property, set to "yes", that marks a browser's first goal of a name since it enrolled. */
export const FIRST_GOAL_PROPERTY = 'experiment_first'
export const STORAGE_KEY = 'persistly-experiment-counted'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

/** The page's localStorage, or null where the browser refuses it (reading it can throw when storage is disabled). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export type ExperimentTagging = {
  /** The custom properties of an event of that name; marks a first goal as sent. */
  propertiesOf(eventName: string): Record<string, string>
  /** ENROLMENT_EVENT while this browser's enrolment is still to be sent (the tracker sends it as it starts), else null. */
  enrolmentEvent: string | null
}

/**
 * The tagging of a browser whose cookies are `cookies`, or null when it is in no experiment. The record in `storage`
 * is one line per thing sent: the enrolment ("<experiment>~<variant>"), then each goal reached since.
 */
export function experimentTagging(cookies: string, storage: Storage | null): ExperimentTagging | null {
  const properties = experimentProperties(cookies)
  if (!properties.variant) return null
  const enrolment = `${properties.experiment}~${properties.variant}`
  const read = (): string[] | null => {
    try {
      return storage ? (storage.getItem(STORAGE_KEY) ?? '').split('\n') : null
    } catch {
      return null
    }
  }
  const write = (sent: string[]) => {
    try {
      storage?.setItem(STORAGE_KEY, sent.join('\n'))
      return true
    } catch {
      return false
    }
  }
  const recorded = read()
  return {
    enrolmentEvent: recorded !== null && recorded[0] !== enrolment ? ENROLMENT_EVENT : null,
    propertiesOf(eventName) {
      if (eventName === 'pageview') return properties
      const sent = read()
      if (!sent) return properties
      // The enrolment starts a new record: the goals of an earlier enrolment no longer count.
      if (eventName === ENROLMENT_EVENT) return write([enrolment]) ? properties : {}
      if (sent[0] !== enrolment || sent.includes(eventName) || !write([...sent, eventName])) return properties
      return { ...properties, [FIRST_GOAL_PROPERTY]: 'yes' }
    },
  }
}

/** The tagging of the browser this runs in. */
export const taggingOfThisBrowser = () => experimentTagging(document.cookie, browserStorage())
