'use client'

import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { EXPERIMENT_TYPE } from '@/lib/experiments/rules'
import { apiVersion, dataset, projectId } from '@/lib/sanity/api'
import { SCHEDULE_TYPE } from '@/lib/scheduling/schedule'
import { COLLECTION_PATHS, STUDIO_PATH } from '@/lib/site/routes'
import { schemaTypes } from '@/schemas'
import { isSingletonType } from '@/lib/sanity/singletons'
import { contentHealth } from '@/studio/contentHealth'
import { defaultDocumentNode } from '@/studio/experiments/resultsView'
import { withRedirectOnAddressChange } from '@/studio/actions/redirectOnAddressChange'
import { experimentActions } from '@/studio/experiments/actions'
import { withExperimentPickers } from '@/studio/experiments/pickers'
import { presentation } from '@/studio/presentation'
import { scheduling } from '@/studio/scheduling'
import { structure } from '@/studio/structure'
import { uploadMessages } from '@/studio/uploadMessages'

/** The Studio mounted at /studio (app/studio). Only used when a Sanity project id is configured. */
export default defineConfig({
  name: 'default',
  title: 'Persistly website',
  basePath: STUDIO_PATH,
  projectId: projectId ?? 'not-configured',
  dataset,
  schema: {
    types: withExperimentPickers(schemaTypes),
    // Singletons are opened from the structure, contact messages arrive from the site and schedules are written by
    // the Schedule action: none is created from the "new document" menu.
    templates: (templates) =>
      templates.filter(
        ({ schemaType }) =>
          !isSingletonType(schemaType) && schemaType !== 'contactSubmission' && schemaType !== SCHEDULE_TYPE,
      ),
  },
  document: {
    actions: (actions, { schemaType }) => {
      if (isSingletonType(schemaType)) {
        return actions.filter(({ action }) => action !== 'delete' && action !== 'duplicate' && action !== 'unpublish')
      }
      if (schemaType === EXPERIMENT_TYPE) return experimentActions(actions)
      // Publishing a new address for a page leaves a redirect from the old one.
      if (schemaType in COLLECTION_PATHS) {
        return actions.map((action) => (action.action === 'publish' ? withRedirectOnAddressChange(action) : action))
      }
      return actions
    },
  },
  i18n: { bundles: [uploadMessages] },
  plugins: [
    structureTool({ structure, defaultDocumentNode }),
    presentation,
    contentHealth(),
    scheduling(),
    visionTool({ defaultApiVersion: apiVersion }),
  ],
})
