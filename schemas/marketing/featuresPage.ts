import { SparklesIcon } from '@sanity/icons/Sparkles'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { pageHeaderFields } from '../fields'
import { extraSectionsField, SECTIONS_UNDER_SELLING_CONTENT } from '../sections'

export const featuresPage = defineType({
  name: 'featuresPage',
  title: 'Features page',
  type: 'document',
  icon: SparklesIcon,
  fields: [
    ...pageHeaderFields(),
    defineField({
      name: 'features',
      title: 'Feature cards',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'feature' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    extraSectionsField(SECTIONS_UNDER_SELLING_CONTENT),
  ],
  preview: { prepare: () => ({ title: 'Features page' }) },
})
