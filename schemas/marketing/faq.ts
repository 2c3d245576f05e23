import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { defineType } from '@sanity/types'
import { requiredString, requiredText } from '../fields'

export const faq = defineType({
  name: 'faq',
  title: 'FAQ entry',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [requiredString('question', 'Question'), requiredText('answer', 'Answer', 4)],
  preview: { select: { title: 'question', subtitle: 'answer' } },
})
