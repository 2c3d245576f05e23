import { Button, Card, Flex, Radio, Stack, Text, TextInput } from '@sanity/ui'
import { useToast } from '@sanity/ui/toast'
import { useEffect, useId, useState } from 'react'
import { useClient } from 'sanity'
import type { ScheduleKind } from '@/lib/scheduling/schedule'
import { apiVersion } from '@/lib/sanity/api'
import {
  createSchedule,
  formatLocal,
  fromLocalInput,
  localTimeZone,
  schedulesOf,
  toLocalInput,
  type ListedSchedule,
} from './schedules'
import { RevisionNote } from './RevisionNote'
import { DraftCheckNote, useDraftCheck } from './DraftCheck'

/** The Schedule action's dialog: what to do, when (in the marketer's time zone), and what is already planned. */
export function ScheduleDialog({
  documentId,
  documentType,
  kinds,
  draftEditedAt,
  onScheduled,
}: {
  documentId: string
  documentType: string
  /** What this document may be scheduled to do. */
  kinds: readonly ScheduleKind[]
  draftEditedAt: string | null
  onScheduled: () => void
}) {
  const client = useClient({ apiVersion })
  const toast = useToast()
  const fieldId = useId()
  const [kind, setKind] = useState<ScheduleKind>('publish')
  const [value, setValue] = useState(() => toLocalInput(new Date(Date.now() + 60 * 60_000)))
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [planned, setPlanned] = useState<ListedSchedule[] | null>(null)
  const draftCheck = useDraftCheck(documentId, documentType)
  // Without a draft there is nothing to publish, and so nothing to check.
  const checksDraft = kind === 'publish' && draftEditedAt !== null

  useEffect(() => {
    let current = true
    schedulesOf(client, documentId).then(
      (schedules) => current && setPlanned(schedules.filter((schedule) => schedule.status === 'scheduled')),
      () => current && setPlanned([]),
    )
    return () => {
      current = false
    }
  }, [client, documentId])

  const submit = async () => {
    const at = fromLocalInput(value)
    setSaving(true)
    setError(null)
    try {
      const outcome = await createSchedule(
        client,
        { kind, at: at ?? value, documentId, documentType },
        checksDraft ? draftCheck.error : null,
      )
      if (!outcome.ok) return setError(outcome.message)
      toast.push({ status: 'success', title: `Scheduled to ${kind} on ${formatLocal(at!)}`, closable: true })
      onScheduled()
    } catch (failure) {
      setError(`The schedule could not be saved: ${failure instanceof Error ? failure.message : String(failure)}`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Stack gap={4} padding={1}>
      {kinds.length > 1 && (
        <Stack as="fieldset" gap={3} style={{ border: 0, margin: 0, padding: 0 }}>
          <Text as="legend" weight="semibold" size={1}>
            What
          </Text>
          {kinds.map((option) => (
            <Flex as="label" key={option} gap={2} align="center">
              <Radio
                name={`${fieldId}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              <Text size={1}>{option === 'publish' ? 'Publish' : 'Unpublish (take it off the site)'}</Text>
            </Flex>
          ))}
        </Stack>
      )}
      <Stack gap={2}>
        <Text as="label" htmlFor={`${fieldId}-at`} weight="semibold" size={1}>
          Date and time ({localTimeZone()})
        </Text>
        <TextInput
          id={`${fieldId}-at`}
          type="datetime-local"
          step={1}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      </Stack>
      {kind === 'publish' && <RevisionNote draftEditedAt={draftEditedAt} />}
      {checksDraft && <DraftCheckNote check={draftCheck} />}
      {error && (
        <Card padding={3} radius={2} tone="critical" role="alert">
          <Text size={1}>{error}</Text>
        </Card>
      )}
      {/* The default tone: white on the primary tone's blue falls short of WCAG's 4.5:1. */}
      <Button
        text={`Schedule ${kind}`}
        onClick={submit}
        loading={saving}
        disabled={!value || (checksDraft && (draftCheck.checking || Boolean(draftCheck.error)))}
      />
      {planned && planned.length > 0 && (
        <Stack gap={2}>
          <Text weight="semibold" size={1}>
            Already scheduled for this document
          </Text>
          <Stack as="ul" gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {planned.map((schedule) => (
              <Text as="li" key={schedule._id} size={1}>
                {schedule.kind === 'publish' ? 'Publish' : 'Unpublish'} on {formatLocal(schedule.at)}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  )
}
