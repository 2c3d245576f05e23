import { ActivityIcon } from '@sanity/icons/Activity'
import { lazy } from 'react'
import { definePlugin } from 'sanity'

/**
 * The "Content health" tool (docs/studio.md): the content health check (lib/contentHealth) over the Studio's
 * documents, drafts included, each finding linking to its document and field. Its view and the checks load only
 * when the tool is opened, so the rest of the Studio does not carry them.
 */
export const contentHealth = definePlugin({
  name: 'content-health',
  tools: [
    {
      name: 'content-health',
      title: 'Content health',
      icon: ActivityIcon,
      component: lazy(() => import('./ContentHealthTool')),
    },
  ],
})
