import { describe, expect, it } from 'vitest'
import {
  canonicalTime,
  refusalOf,
  SCHEDULE_MESSAGES,
  scheduleKindsOf,
  type ScheduleStatus,
} from '@/lib/scheduling/schedule'

/** The rules the Studio checks a new or moved schedule against (the scheduler checks them again when due). */
const now = new Date('2026-03-02T08:00:00.000Z')
const request = {
  kind: 'publish' as const,
  at: '2026-03-02T09:00:00.000Z',
  documentId: 'pricingPlan-pro',
  documentType: 'pricingPlan',
}
const other = (status: ScheduleStatus, overrides = {}) => ({ ...request, status, ...overrides })

describe('a new schedule', () => {
  it('is accepted in the future, for an existing document, at a time of its own', () => {
    expect(refusalOf(request, { now, documentExists: true, others: [other('cancelled'), other('refused')] })).toBeNull()
    // Another document or time is no collision.
    const others = [
      other('scheduled', { kind: 'unpublish', at: '2026-03-02T09:00:01.000Z' }),
      other('scheduled', { documentId: 'pricingPlan-basic' }),
      other('scheduled', { at: '2026-03-02T09:01:00.000Z' }),
    ]
    expect(refusalOf(request, { now, documentExists: true, others })).toBeNull()
  })

  it('is refused in the past, on a deleted document, at a time another schedule holds, or at no valid time', () => {
    const refusal = (changes: object, others = [] as ReturnType<typeof other>[], documentExists = true) =>
      refusalOf({ ...request, ...changes }, { now, documentExists, others })
    expect(refusal({ at: '2026-03-02T07:58:00.000Z' })).toBe(SCHEDULE_MESSAGES.past)
    // Within a minute of now: the clocks may differ by that much.
    expect(refusal({ at: '2026-03-02T07:59:30.000Z' })).toBeNull()
    expect(refusal({}, [], false)).toBe(SCHEDULE_MESSAGES.deleted)
    expect(refusal({ at: 'next Monday' })).toBe(SCHEDULE_MESSAGES.invalidTime)
    // The same instant written in another zone is the same time.
    expect(refusal({}, [other('scheduled', { at: '2026-03-02T10:00:00+01:00' })])).toBe(
      SCHEDULE_MESSAGES.collision('publish'),
    )
    expect(refusal({}, [other('done')])).toBe(SCHEDULE_MESSAGES.collision('publish'))
    // A publish and an unpublish at one instant would run in no known order.
    expect(refusal({}, [other('scheduled', { kind: 'unpublish' })])).toBe(SCHEDULE_MESSAGES.opposite('unpublish'))
    expect(refusal({ kind: 'unpublish' }, [other('scheduled')])).toBe(SCHEDULE_MESSAGES.opposite('publish'))
    // A failed schedule, like a refused one, holds no time.
    expect(refusal({}, [other('failed')])).toBeNull()
  })

  it('refuses a publish of a draft with a validation error (as Publish does), not an unpublish', () => {
    const draftError = 'Price: Required'
    expect(refusalOf(request, { now, documentExists: true, others: [], draftError })).toBe(
      SCHEDULE_MESSAGES.invalidDraft(draftError),
    )
    expect(
      refusalOf({ ...request, kind: 'unpublish' }, { now, documentExists: true, others: [], draftError }),
    ).toBeNull()
  })

  it('publishes or unpublishes; a singleton, never unpublished, only publishes', () => {
    expect(scheduleKindsOf('pricingPlan')).toEqual(['publish', 'unpublish'])
    expect(scheduleKindsOf('homePage')).toEqual(['publish'])
    const home = { ...request, documentId: 'homePage', documentType: 'homePage' }
    expect(refusalOf(home, { now, documentExists: true, others: [] })).toBeNull()
    const refusal = (changes: object) =>
      refusalOf({ ...home, kind: 'unpublish', ...changes }, { now, documentExists: true, others: [] })
    expect(refusal({})).toBe(SCHEDULE_MESSAGES.neverUnpublished)
    // A singleton's id is its type: naming another type does not get it unpublished.
    expect(refusal({ documentType: 'pricingPlan' })).toBe(SCHEDULE_MESSAGES.neverUnpublished)
  })

  it('is stored in UTC', () => {
    expect(canonicalTime('2026-03-02T10:00+01:00')).toBe('2026-03-02T09:00:00.000Z')
    expect(canonicalTime('not a time')).toBeNull()
  })
})
