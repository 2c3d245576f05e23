import { HomeIcon } from '@sanity/icons/Home'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, SEO_GROUP, seoField, stringList } from '../fields'

/** Heading and intro shared by the landing-page sections. */
function sectionIntroFields() {
  return [requiredString('heading', 'Heading'), defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2 })]
}

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'features', title: 'Features' },
    { name: 'howItWorks', title: 'How it works' },
    { name: 'faq', title: 'FAQ' },
    { name: 'cta', title: 'Call to action' },
    SEO_GROUP,
  ],
  fields: [
    seoField('seo'),
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      group: 'hero',
      fields: [
        defineField({ name: 'eyebrow', title: 'Small line above the heading', type: 'string' }),
        requiredString('heading', 'Heading'),
        defineField({
          name: 'highlight',
          title: 'Highlighted words',
          description: 'Shown in the brand gradient after the heading.',
          type: 'string',
        }),
        requiredText('subheading', 'Subheading'),
        requiredString('primaryCtaLabel', 'Button to pricing'),
        requiredString('secondaryCtaLabel', 'Button to how it works'),
        defineField({
          name: 'stats',
          title: 'Statistics',
          type: 'array',
          of: [defineArrayMember({ type: 'stat' })],
          validation: (rule) => rule.max(4),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'featuresSection',
      title: 'Features section',
      type: 'object',
      group: 'features',
      fields: [
        ...sectionIntroFields(),
        defineField({
          name: 'features',
          title: 'Features',
          type: 'array',
          of: [defineArrayMember({ type: 'reference', to: [{ type: 'feature' }] })],
          validation: (rule) => rule.required().min(3).unique(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'howItWorksSection',
      title: 'How it works section',
      type: 'object',
      group: 'howItWorks',
      fields: [
        ...sectionIntroFields(),
        defineField({
          name: 'steps',
          title: 'Steps',
          description: 'Numbered 01, 02, … in this order.',
          type: 'array',
          of: [
            defineArrayMember({
              name: 'step',
              type: 'object',
              fields: [
                requiredString('title', 'Title'),
                requiredText('description', 'Description', 2),
                stringList('points', 'Points', { min: 0 }),
              ],
              preview: { select: { title: 'title', subtitle: 'description' } },
            }),
          ],
          validation: (rule) => rule.required().min(2).max(6),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'faqSection',
      title: 'FAQ section',
      type: 'object',
      group: 'faq',
      fields: [
        ...sectionIntroFields(),
        defineField({
          name: 'questions',
          title: 'Questions',
          type: 'array',
          of: [defineArrayMember({ type: 'reference', to: [{ type: 'faq' }] })],
          validation: (rule) => rule.required().min(1).unique(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'ctaSection',
      title: 'Call-to-action block',
      type: 'object',
      group: 'cta',
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('body', 'Text', 2),
        defineField({ name: 'primaryLink', title: 'Main button', type: 'link', validation: (rule) => rule.required() }),
        defineField({
          name: 'secondaryLink',
          title: 'Second button',
          type: 'link',
          validation: (rule) => rule.required(),
        }),
        requiredString('note', 'Small print under the buttons'),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
