import { Text } from '@sanity/ui'
import { formatLocal } from './schedules'

/** Which revision a scheduled publish sends out: the draft as it is at that time (docs/studio.md#scheduling). */
export function RevisionNote({ draftEditedAt }: { draftEditedAt: string | null }) {
  return (
    <Text size={1} muted>
      {draftEditedAt
        ? `Goes out: the draft as it is at that time (last edited ${formatLocal(draftEditedAt)}); edits made before then go out too.`
        : 'Goes out: the draft as it is at that time. There are no unpublished changes yet: make them before then.'}
    </Text>
  )
}
