import { CaseIcon } from '@sanity/icons/Case'
import { defineField, defineType } from '@sanity/types'
import { LINK_HREF_PATTERN } from '../objects/link'
import { requiredString, requiredText, stringList } from '../fields'

const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const

/** An open position listed on /careers. */
export const job = defineType({
  name: 'job',
  title: 'Job opening',
  type: 'document',
  icon: CaseIcon,
  fields: [
    requiredString('title', 'Job title'),
    defineField({
      name: 'department',
      title: 'Team',
      description: 'Optional, e.g. "Engineering".',
      type: 'string',
    }),
    requiredString('location', 'Location', 'A city, or "Remote".'),
    defineField({
      name: 'employmentType',
      title: 'Employment type',
      type: 'string',
      options: { list: [...EMPLOYMENT_TYPES], layout: 'radio', direction: 'horizontal' },
      initialValue: 'Full-time',
      validation: (rule) => rule.required(),
    }),
    defineField({ ...requiredText('summary', 'Summary', 3), description: 'Two or three sentences about the role.' }),
    defineField({
      ...stringList('requirements', 'Requirements'),
      description: 'One requirement per item, most important first.',
      validation: (rule) => rule.required().min(1).max(10),
    }),
    defineField({
      name: 'applyHref',
      title: 'Apply link',
      description:
        'Where "Apply Now" goes: usually mailto:careers@persistly.ai?subject=… (write spaces as %20), or an https:// application form.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .custom((href: string | undefined) =>
            !href || (LINK_HREF_PATTERN.test(href) && /^(mailto:|https:\/\/)/.test(href))
              ? true
              : 'Use a mailto: address or an https:// link, without spaces.',
          ),
    }),
  ],
  preview: {
    select: { title: 'title', location: 'location', employmentType: 'employmentType' },
    prepare: ({ title, location, employmentType }) => ({
      title,
      subtitle: [location, employmentType].filter(Boolean).join(' · '),
    }),
  },
})
