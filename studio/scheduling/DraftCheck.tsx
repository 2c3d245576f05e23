import { Card, Text } from '@sanity/ui'
import { getDraftId, useValidationStatus } from 'sanity'
import { SCHEDULE_MESSAGES } from '@/lib/scheduling/schedule'
import { firstValidationError } from './schedules'

export type DraftCheck = { checking: boolean; error: string | null }

/**
 * The draft's validation as the Publish button sees it (its rules, and references to unpublished documents), kept
 * current while shown. The scheduler publishes without it: it cannot run the Studio's validation (docs/studio.md).
 */
export function useDraftCheck(documentId: string, documentType: string): DraftCheck {
  const { validation, isValidating } = useValidationStatus(getDraftId(documentId), documentType, true)
  return { checking: isValidating, error: firstValidationError(validation) }
}

/** What the dialog and the list say of a scheduled publish's draft: checking, or the error Publish would refuse. */
export function DraftCheckNote({ check }: { check: DraftCheck }) {
  if (check.error)
    return (
      <Card padding={3} radius={2} tone="critical" role="alert">
        <Text size={1}>{SCHEDULE_MESSAGES.invalidDraft(check.error)}</Text>
      </Card>
    )
  return (
    <Text size={1} muted role="status">
      {check.checking
        ? 'Checking the draft…'
        : 'The draft passes the checks Publish makes now. The site publishes it at that time without checking it again: keep it valid until then.'}
    </Text>
  )
}
