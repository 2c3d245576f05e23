import { defineType } from '@sanity/types'

/**
 * The section of the page an experiment replaces (its `_key`), and the field of that section it changes: strings.
 * Types of their own so that the Studio can give them their pickers, which list what the published page holds
 * (studio/experiments/pickers.ts); the schemas stay free of the Studio's code, and load without it.
 */
export const experimentSectionKey = defineType({ name: 'experimentSectionKey', title: 'Section', type: 'string' })

export const experimentField = defineType({ name: 'experimentField', title: 'Field', type: 'string' })
