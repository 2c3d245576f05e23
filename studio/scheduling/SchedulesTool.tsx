import { Badge, Box, Button, Card, Container, Flex, Heading, Stack, Text, TextInput } from '@sanity/ui'
import { useCallback, useEffect, useId, useState } from 'react'
import { useClient } from 'sanity'
import { IntentLink } from 'sanity/router'
import { SCHEDULE_TYPE } from '@/lib/scheduling/schedule'
import { apiVersion } from '@/lib/sanity/api'
import {
  cancelSchedule,
  formatLocal,
  fromLocalInput,
  localTimeZone,
  moveSchedule,
  SCHEDULES_QUERY,
  toLocalInput,
  type ListedSchedule,
  type Outcome,
} from './schedules'
import { Reading, ReadFailed } from '../ui/ToolStatus'
import { RevisionNote } from './RevisionNote'
import { DraftCheckNote, useDraftCheck } from './DraftCheck'

type Lists = { upcoming: ListedSchedule[]; past: ListedSchedule[] }
type Result = { state: 'loading' } | { state: 'done'; lists: Lists } | { state: 'failed'; reason: string }

const KIND_LABEL = { publish: 'Publish', unpublish: 'Unpublish' } as const
const STATUS_LABEL = {
  scheduled: 'Scheduled',
  firing: 'Running now',
  done: 'Done',
  refused: 'Refused',
  failed: 'Failed',
  cancelled: 'Cancelled',
} as const
const STATUS_TONE = {
  scheduled: 'primary',
  firing: 'caution',
  done: 'positive',
  refused: 'critical',
  failed: 'critical',
  cancelled: 'default',
} as const

/** Refused and failed schedules did not run: their note says why. */
const didNotRun = (status: ListedSchedule['status']) => status === 'refused' || status === 'failed'

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

function DocumentLink({ schedule }: { schedule: ListedSchedule }) {
  return (
    <IntentLink intent="edit" params={{ id: schedule.documentId, type: schedule.documentType }}>
      {schedule.title ?? schedule.documentId}
    </IntentLink>
  )
}

function UpcomingEntry({ schedule, onChanged }: { schedule: ListedSchedule; onChanged: () => void }) {
  const client = useClient({ apiVersion })
  const inputId = useId()
  const [moving, setMoving] = useState(false)
  const [value, setValue] = useState(() => toLocalInput(new Date(schedule.at)))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const name = schedule.title ?? schedule.documentId
  const draftCheck = useDraftCheck(schedule.documentId, schedule.documentType)
  const checksDraft = schedule.kind === 'publish' && schedule.draftEditedAt !== null

  const run = async (change: () => Promise<Outcome>) => {
    setBusy(true)
    setError(null)
    try {
      const outcome = await change()
      if (!outcome.ok) setError(outcome.message)
      else setMoving(false)
      onChanged()
    } catch (failure) {
      setError(`Not saved: ${reasonOf(failure)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card as="li" padding={3} radius={2} border aria-label={`${KIND_LABEL[schedule.kind]} ${name}`}>
      <Stack gap={3}>
        <Flex gap={2} align="center" wrap="wrap">
          <Badge tone={schedule.kind === 'publish' ? 'positive' : 'caution'}>{KIND_LABEL[schedule.kind]}</Badge>
          <Text weight="semibold">{formatLocal(schedule.at)}</Text>
          <Badge tone={STATUS_TONE[schedule.status]}>{STATUS_LABEL[schedule.status]}</Badge>
        </Flex>
        <Text size={1}>
          <DocumentLink schedule={schedule} />
        </Text>
        {schedule.kind === 'publish' && <RevisionNote draftEditedAt={schedule.draftEditedAt} />}
        {checksDraft && <DraftCheckNote check={draftCheck} />}
        {/* A failed attempt, tried again at the next check: the Content Lake's message. */}
        {schedule.note && (schedule.attempts ?? 0) > 0 && (
          <Card padding={2} radius={2} tone="caution">
            <Text size={1}>{schedule.note}</Text>
          </Card>
        )}
        {moving && (
          <Stack gap={2}>
            <Text as="label" htmlFor={inputId} size={1} weight="semibold">
              New date and time ({localTimeZone()})
            </Text>
            <TextInput
              id={inputId}
              type="datetime-local"
              step={1}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          </Stack>
        )}
        {error && (
          <Card padding={2} radius={2} tone="critical" role="alert">
            <Text size={1}>{error}</Text>
          </Card>
        )}
        {schedule.status === 'scheduled' && (
          <Flex gap={2}>
            {moving ? (
              <>
                <Button
                  text="Save the new time"
                  loading={busy}
                  onClick={() =>
                    run(() =>
                      moveSchedule(
                        client,
                        schedule,
                        fromLocalInput(value) ?? value,
                        checksDraft ? draftCheck.error : null,
                      ),
                    )
                  }
                />
                <Button text="Keep the time" mode="ghost" onClick={() => setMoving(false)} disabled={busy} />
              </>
            ) : (
              <>
                <Button text="Move" mode="ghost" onClick={() => setMoving(true)} disabled={busy} />
                <Button
                  text="Cancel schedule"
                  mode="ghost"
                  tone="critical"
                  loading={busy}
                  onClick={() => run(() => cancelSchedule(client, schedule))}
                />
              </>
            )}
          </Flex>
        )}
      </Stack>
    </Card>
  )
}

function PastEntry({ schedule }: { schedule: ListedSchedule }) {
  return (
    <Card as="li" padding={3} radius={2} border tone={didNotRun(schedule.status) ? 'critical' : 'default'}>
      <Stack gap={2}>
        <Flex gap={2} align="center" wrap="wrap">
          <Badge tone={STATUS_TONE[schedule.status]}>{STATUS_LABEL[schedule.status]}</Badge>
          <Text size={1}>
            {KIND_LABEL[schedule.kind]} on {formatLocal(schedule.at)}
          </Text>
        </Flex>
        <Text size={1}>
          <DocumentLink schedule={schedule} />
        </Text>
        {schedule.note && <Text size={1}>{schedule.note}</Text>}
      </Stack>
    </Card>
  )
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 }

/** The Schedules tool: everything scheduled, soonest first, each movable and cancellable; then what has run. */
export default function SchedulesTool() {
  const client = useClient({ apiVersion })
  const [result, setResult] = useState<Result>({ state: 'loading' })

  const load = useCallback(() => {
    client.fetch<Lists>(SCHEDULES_QUERY, { type: SCHEDULE_TYPE }, { perspective: 'raw' }).then(
      (lists) => setResult({ state: 'done', lists }),
      (error: unknown) => setResult({ state: 'failed', reason: reasonOf(error) }),
    )
  }, [client])

  useEffect(load, [load])

  return (
    <Box padding={4} overflow="auto" height="fill">
      <Container width={2}>
        <Stack gap={4}>
          <Flex align="center" justify="space-between" gap={3}>
            <Heading as="h1" size={3}>
              Schedules
            </Heading>
            <Button text="Refresh" mode="ghost" onClick={load} />
          </Flex>
          <Text muted>
            Publishing and unpublishing planned with Schedule (beside Publish on every document). Times are in your time
            zone, {localTimeZone()}.
          </Text>
          {result.state === 'loading' && <Reading>Reading the schedules…</Reading>}
          {result.state === 'failed' && <ReadFailed>The schedules could not be read: {result.reason}</ReadFailed>}
          {result.state === 'done' && (
            <>
              <Heading as="h2" size={1}>
                Coming up
              </Heading>
              {result.lists.upcoming.length === 0 ? (
                <Text role="status">Nothing is scheduled.</Text>
              ) : (
                <Stack as="ul" gap={2} aria-label="Coming up" style={listStyle}>
                  {result.lists.upcoming.map((schedule) => (
                    <UpcomingEntry key={schedule._id} schedule={schedule} onChanged={load} />
                  ))}
                </Stack>
              )}
              {result.lists.past.length > 0 && (
                <>
                  <Heading as="h2" size={1}>
                    Recently run, refused or cancelled
                  </Heading>
                  <Stack as="ul" gap={2} aria-label="Recently run, refused or cancelled" style={listStyle}>
                    {result.lists.past.map((schedule) => (
                      <PastEntry key={schedule._id} schedule={schedule} />
                    ))}
                  </Stack>
                </>
              )}
            </>
          )}
        </Stack>
      </Container>
    </Box>
  )
}
