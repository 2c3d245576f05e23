/**
 * What the Studio does with schedules (studio/scheduling/schedules.ts): writing, moving and cancelling them through
 * the real @sanity/client against the Content Lake stand-in, refused with the marketer's message and nothing written
 * when a rule says no; and the times as the dialog and the tool show and read them.
 */
import { randomUUID } from 'node:crypto'
import type { DocumentActionComponent } from 'sanity'
import { describe, expect, it } from 'vitest'
import { SCHEDULE_MESSAGES, SCHEDULE_TYPE, type Schedule } from '@/lib/scheduling/schedule'
import { scheduling } from '@/studio/scheduling'
import { ScheduleAction } from '@/studio/scheduling/ScheduleAction'
import {
  cancelSchedule,
  CHANGED_MEANWHILE,
  createSchedule,
  firstValidationError,
  formatLocal,
  fromLocalInput,
  moveSchedule,
  SCHEDULES_QUERY,
  schedulesOf,
  toLocalInput,
  type ListedSchedule,
} from '@/studio/scheduling/schedules'
import { contentLakeStandIn } from '../../support/contentLakeStandIn'
import { studioMarkers } from '../../support/studioValidation'

const TOKEN = 'sk-studio'
const standIn = contentLakeStandIn({ tokens: { read: TOKEN, write: TOKEN }, documents: [] })
/** The Studio's client: the marketer's session, every document as stored. */
const studio = () => standIn.client(TOKEN, 'raw')

const HOUR = 3_600_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

/** A plan with a published version and a draft, under a fresh id. */
async function plan() {
  const id = `pricingPlan-${randomUUID().slice(0, 8)}`
  await studio()
    .transaction()
    .create({ _id: id, _type: 'pricingPlan', name: 'Pro' })
    .create({ _id: `drafts.${id}`, _type: 'pricingPlan', name: 'Pro' })
    .commit()
  return id
}

const schedule = (documentId: string, at: string, kind: 'publish' | 'unpublish' = 'publish') =>
  createSchedule(studio(), { kind, at, documentId, documentType: 'pricingPlan' })

async function onlySchedule(documentId: string): Promise<ListedSchedule> {
  const schedules = await schedulesOf(studio(), documentId)
  expect(schedules).toHaveLength(1)
  return schedules[0]
}

describe('scheduling from the Studio', () => {
  it('writes a pending schedule in UTC, with the draft revision the marketer saw', async () => {
    const id = await plan()
    const draft = await studio().getDocument(`drafts.${id}`)
    expect(await schedule(id, '2030-03-02T10:00:00+01:00')).toEqual({ ok: true })
    expect(await onlySchedule(id)).toMatchObject({
      kind: 'publish',
      at: '2030-03-02T09:00:00.000Z',
      documentType: 'pricingPlan',
      status: 'scheduled',
      draftRevisionWhenScheduled: draft!._rev,
      title: 'Pro',
    })
    // Under the private path, which only a token reads.
    const [{ _id }] = await studio().fetch<{ _id: string }[]>('*[_type == $type && documentId == $id]{ _id }', {
      type: SCHEDULE_TYPE,
      id,
    })
    expect(_id).toMatch(/^schedule\./)
  })

  it('refuses a time in the past, a deleted document and a second schedule at the same time, writing nothing', async () => {
    const id = await plan()
    expect(await schedule(id, inHours(-1))).toEqual({ ok: false, message: SCHEDULE_MESSAGES.past })
    expect(await schedule(id, 'tomorrow at nine')).toEqual({ ok: false, message: SCHEDULE_MESSAGES.invalidTime })
    expect(await schedule(`pricingPlan-${randomUUID()}`, inHours(1))).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.deleted,
    })
    expect(await schedulesOf(studio(), id)).toEqual([])

    const at = inHours(2)
    expect(await schedule(id, at)).toEqual({ ok: true })
    expect(await schedule(id, at)).toEqual({ ok: false, message: SCHEDULE_MESSAGES.collision('publish') })
    // Unpublishing at that same instant would race the publish.
    expect(await schedule(id, at, 'unpublish')).toEqual({ ok: false, message: SCHEDULE_MESSAGES.opposite('publish') })
    expect(await schedule(id, inHours(3), 'unpublish')).toEqual({ ok: true })
    expect(await schedulesOf(studio(), id)).toHaveLength(2)
  })

  it('refuses to schedule or move the publish of a draft the Studio’s validation fails, as Publish would', async () => {
    const id = `faq-${randomUUID().slice(0, 8)}`
    const draft = { _id: `drafts.${id}`, _type: 'faq', question: 'Does it follow up?' }
    await studio().create(draft)
    // The markers the Studio's Publish button sees (tests/support/studioValidation.ts runs them as it does).
    const draftError = firstValidationError(await studioMarkers(draft))
    expect(draftError).toEqual(expect.any(String))
    const request = { kind: 'publish' as const, at: inHours(1), documentId: id, documentType: 'faq' }
    expect(await createSchedule(studio(), request, draftError)).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.invalidDraft(draftError!),
    })
    expect(await schedulesOf(studio(), id)).toEqual([])

    // Valid when scheduled, invalid when moved.
    expect(await createSchedule(studio(), request, null)).toEqual({ ok: true })
    const [shown] = await schedulesOf(studio(), id)
    expect(await moveSchedule(studio(), shown, inHours(2), draftError)).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.invalidDraft(draftError!),
    })
    // An unpublish takes nothing out of the draft.
    expect(await createSchedule(studio(), { ...request, kind: 'unpublish', at: inHours(3) }, draftError)).toEqual({
      ok: true,
    })
  })

  it('names the field of the first validation error, and finds none in a valid draft', async () => {
    const faq = { _id: 'drafts.faq-check', _type: 'faq', question: 'Does it follow up?' }
    expect(firstValidationError(await studioMarkers(faq))).toBe('answer: Required')
    expect(firstValidationError(await studioMarkers({ ...faq, answer: 'For a year.' }))).toBeNull()
  })

  it('moves a schedule to a free time in the future, and only the revision it showed', async () => {
    const id = await plan()
    const [first, second] = [inHours(1), inHours(2)]
    await schedule(id, first)
    await schedule(id, second)
    const [shown] = await schedulesOf(studio(), id)

    expect(await moveSchedule(studio(), shown, inHours(-1))).toEqual({ ok: false, message: SCHEDULE_MESSAGES.past })
    expect(await moveSchedule(studio(), shown, second)).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.collision('publish'),
    })
    // Its own time is no collision with itself.
    const later = inHours(3)
    expect(await moveSchedule(studio(), shown, later)).toEqual({ ok: true })
    expect((await schedulesOf(studio(), id)).map((listed) => listed.at)).toEqual([second, later])

    // The list the marketer moved from is out of date: refused, unchanged.
    expect(await moveSchedule(studio(), shown, inHours(4))).toEqual({ ok: false, message: CHANGED_MEANWHILE })
    expect((await studio().getDocument<Schedule>(shown._id))?.at).toBe(later)
  })

  it('cancels a pending schedule once; a schedule that ran or is running cannot be moved or cancelled', async () => {
    const id = await plan()
    await schedule(id, inHours(1))
    const shown = await onlySchedule(id)
    expect(await cancelSchedule(studio(), shown)).toEqual({ ok: true })
    const cancelled = await onlySchedule(id)
    expect(cancelled).toMatchObject({ status: 'cancelled', finishedAt: expect.any(String) })
    expect(await cancelSchedule(studio(), cancelled)).toEqual({ ok: false, message: SCHEDULE_MESSAGES.notPending })
    expect(await moveSchedule(studio(), { ...cancelled, status: 'firing' }, inHours(2))).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.notPending,
    })
    // Cancelled, its time is free again.
    expect(await schedule(id, shown.at)).toEqual({ ok: true })
  })

  it('lists what is coming up soonest first, and what has run apart', async () => {
    const id = await plan()
    await schedule(id, inHours(5))
    await schedule(id, inHours(4))
    await cancelSchedule(studio(), (await schedulesOf(studio(), id))[1])
    const { upcoming, past } = await studio().fetch<{ upcoming: ListedSchedule[]; past: ListedSchedule[] }>(
      SCHEDULES_QUERY,
      { type: SCHEDULE_TYPE },
    )
    const mine = (listed: ListedSchedule[]) => listed.filter((entry) => entry.documentId === id)
    expect(mine(upcoming).map(({ status }) => status)).toEqual(['scheduled'])
    expect(mine(past)).toMatchObject([{ status: 'cancelled', title: 'Pro' }])
    expect(mine(upcoming)[0].draftEditedAt).toEqual(expect.any(String))
  })
})

describe('the Schedule action', () => {
  const action = (name: DocumentActionComponent['action']) => Object.assign(() => null, { action: name })
  const [publish, unpublish, discard] = [action('publish'), action('unpublish'), action('discardChanges')]
  const actionsOf = (schemaType: string) => {
    const resolve = scheduling().document!.actions as (
      actions: DocumentActionComponent[],
      context: { schemaType: string },
    ) => DocumentActionComponent[]
    return resolve([publish, unpublish, discard], { schemaType })
  }

  it('comes right after Publish, on pages, plans and singletons alike', () => {
    for (const type of ['pricingPlan', 'guideChapter', 'homePage'])
      expect(actionsOf(type)).toEqual([publish, ScheduleAction, unpublish, discard])
  })

  it('is not offered on schedules, contact messages or experiments (which start and stop by their own actions)', () => {
    for (const type of [SCHEDULE_TYPE, 'contactSubmission', 'experiment'])
      expect(actionsOf(type)).toEqual([publish, unpublish, discard])
  })
})

describe('times in the Studio', () => {
  it('shows a stored time in the marketer’s zone, named', () => {
    // A formatter the browser refuses (a style with a zone name option) threw here and took the Studio down.
    const shown = formatLocal('2030-03-02T09:00:00.000Z')
    expect(shown).toContain('2030')
    expect(shown).toMatch(/UTC|GMT|[A-Z]{3,4}/)
  })

  it('reads what the date and time field holds as the marketer’s local time, to the second', () => {
    const moment = new Date(2030, 2, 2, 9, 30, 15)
    expect(toLocalInput(moment)).toBe('2030-03-02T09:30:15')
    expect(fromLocalInput(toLocalInput(moment))).toBe(moment.toISOString())
    expect(fromLocalInput('')).toBeNull()
  })
})
