import { CalendarIcon } from '@sanity/icons/Calendar'
import { lazy } from 'react'
import { definePlugin } from 'sanity'
import { EXPERIMENT_TYPE } from '@/lib/experiments/rules'
import { SCHEDULE_TYPE } from '@/lib/scheduling/schedule'
import { ScheduleAction } from './ScheduleAction'

/**
 * Documents that are not scheduled: schedules themselves, contact messages (the site writes them) and experiments
 * (started, stopped and decided by their own actions, which check what a plain publish would not).
 */
const UNSCHEDULED_TYPES = new Set([SCHEDULE_TYPE, 'contactSubmission', EXPERIMENT_TYPE])

/**
 * Scheduled publishing in the Studio (docs/studio.md#scheduling): the Schedule action beside Publish, and the
 * "Schedules" tool listing everything scheduled. The tool's view loads only when it is opened.
 */
export const scheduling = definePlugin({
  name: 'scheduling',
  document: {
    // Right after Publish: the first of the menu beside it.
    actions: (actions, { schemaType }) => {
      if (UNSCHEDULED_TYPES.has(schemaType)) return actions
      const publish = actions.findIndex(({ action }) => action === 'publish')
      return actions.toSpliced(publish + 1, 0, ScheduleAction)
    },
  },
  tools: [
    {
      // Not "schedules": the Studio's own scheduling keeps that name, and its tool wins.
      name: 'publishing-schedule',
      title: 'Schedules',
      icon: CalendarIcon,
      component: lazy(() => import('./SchedulesTool')),
    },
  ],
})
