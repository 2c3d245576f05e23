import { describe, expect, it } from 'vitest'
import { ENROLMENT_COOKIE } from '@/lib/experiments/cookies'
import { ENROLMENT_EVENT, experimentTagging, FIRST_GOAL_PROPERTY, STORAGE_KEY } from '@/lib/experiments/tagging'

/** A browser's localStorage as a map; `failing` throws on every use, as a browser with storage disabled does. */
function memoryStorage({ failing = false } = {}) {
  const items = new Map<string, string>()
  const check = () => {
    if (failing) throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  return {
    items,
    getItem: (key: string) => (check(), items.get(key) ?? null),
    setItem: (key: string, value: string) => void (check(), items.set(key, value)),
  }
}

const enrolledIn = (value: string) => `theme=dark; ${ENROLMENT_COOKIE}=${value}`

describe('counting each enrolled browser once', () => {
  it('sends the enrolment once per browser, however many days it comes back', () => {
    const storage = memoryStorage()
    const firstVisit = experimentTagging(enrolledIn('exp-hero~b'), storage)!
    expect(firstVisit.enrolmentEvent).toBe(ENROLMENT_EVENT)
    expect(firstVisit.propertiesOf(ENROLMENT_EVENT)).toEqual({ experiment: 'exp-hero', variant: 'b' })
    // The next page, or the next day: already counted.
    expect(experimentTagging(enrolledIn('exp-hero~b'), storage)!.enrolmentEvent).toBeNull()
  })

  it('marks the first goal of each name after enrolling, and not the second', () => {
    const storage = memoryStorage()
    const tagging = experimentTagging(enrolledIn('exp-hero~b'), storage)!
    tagging.propertiesOf(ENROLMENT_EVENT)
    expect(tagging.propertiesOf('pageview')).toEqual({ experiment: 'exp-hero', variant: 'b' })
    expect(tagging.propertiesOf('Trial Started')).toEqual({
      experiment: 'exp-hero',
      variant: 'b',
      [FIRST_GOAL_PROPERTY]: 'yes',
    })
    expect(tagging.propertiesOf('Get Started')).toMatchObject({ [FIRST_GOAL_PROPERTY]: 'yes' })
    // A second trial, on another day: the same browser, not a second conversion.
    const later = experimentTagging(enrolledIn('exp-hero~b'), storage)!
    expect(later.propertiesOf('Trial Started')).toEqual({ experiment: 'exp-hero', variant: 'b' })
  })

  it('counts no goal as a conversion before the enrolment was sent', () => {
    const tagging = experimentTagging(enrolledIn('exp-hero~b'), memoryStorage())!
    expect(tagging.propertiesOf('Trial Started')).not.toHaveProperty(FIRST_GOAL_PROPERTY)
  })

  it('a new enrolment starts afresh: the goals of the last experiment do not carry over', () => {
    const storage = memoryStorage()
    const first = experimentTagging(enrolledIn('exp-hero~b'), storage)!
    first.propertiesOf(ENROLMENT_EVENT)
    first.propertiesOf('Trial Started')
    const next = experimentTagging(enrolledIn('exp-cta~control'), storage)!
    expect(next.enrolmentEvent).toBe(ENROLMENT_EVENT)
    next.propertiesOf(ENROLMENT_EVENT)
    expect(storage.items.get(STORAGE_KEY)).toBe('exp-cta~control')
    expect(next.propertiesOf('Trial Started')).toMatchObject({ [FIRST_GOAL_PROPERTY]: 'yes' })
  })

  it('where localStorage is refused, counts the browser in neither the enrolments nor the conversions', () => {
    const tagging = experimentTagging(enrolledIn('exp-hero~b'), memoryStorage({ failing: true }))!
    expect(tagging.enrolmentEvent).toBeNull()
    expect(tagging.propertiesOf('Trial Started')).toEqual({ experiment: 'exp-hero', variant: 'b' })
    expect(experimentTagging(enrolledIn('exp-hero~b'), null)!.enrolmentEvent).toBeNull()
  })

  it('is nothing for a browser in no experiment, or with a cookie the site never wrote', () => {
    expect(experimentTagging('theme=dark', memoryStorage())).toBeNull()
    expect(experimentTagging(enrolledIn('a%E0~b'), memoryStorage())).toBeNull()
  })
})
