import { SparklesIcon } from '@sanity/icons/Sparkles'
import { defineType } from '@sanity/types'
import { iconField } from '../objects/icon'
import { imageField } from '../objects/image'
import { requiredString, requiredText } from '../fields'

export const feature = defineType({
  name: 'feature',
  title: 'Feature',
  type: 'document',
  icon: SparklesIcon,
  fields: [
    requiredString('title', 'Title'),
    requiredText('description', 'Description'),
    iconField(),
    imageField('image', 'Picture', { description: 'Optional: a screenshot or picture shown on the feature’s card.' }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
