import { CalendarIcon } from '@sanity/icons/Calendar'
import { useState } from 'react'
import type { DocumentActionComponent } from 'sanity'
import { SCHEDULE_MESSAGES } from '@/lib/scheduling/schedule'
import { ScheduleDialog } from './ScheduleDialog'
import { scheduleKindsOf } from '@/lib/scheduling/schedule'

/**
 * "Schedule", beside Publish on every document (docs/studio.md#scheduling): publish or unpublish at a date and time
 * the marketer picks in their own time zone. The site's scheduler runs it (lib/scheduling).
 */
export const ScheduleAction: DocumentActionComponent = ({ id, type, draft, published }) => {
  const [open, setOpen] = useState(false)
  const saved = Boolean(draft || published)
  return {
    label: 'Schedule',
    icon: CalendarIcon,
    disabled: !saved,
    title: saved ? 'Publish or unpublish at a date and time' : SCHEDULE_MESSAGES.unsaved,
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: 'Schedule',
      onClose: () => setOpen(false),
      content: (
        <ScheduleDialog
          documentId={id}
          documentType={type}
          kinds={scheduleKindsOf(type)}
          draftEditedAt={draft?._updatedAt ?? null}
          onScheduled={() => setOpen(false)}
        />
      ),
    },
  }
}
