import { ChartUpwardIcon } from '@sanity/icons/ChartUpward'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { imageField } from '../objects/image'
import { requiredString, requiredText, SEO_GROUP, seoField, slugField, stringList } from '../fields'

/** A customer story: a card on /case-studies and its own page at /case-studies/{slug}. */
export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Case study',
  type: 'document',
  icon: ChartUpwardIcon,
  groups: [{ name: 'card', title: 'Card & header', default: true }, { name: 'story', title: 'Story' }, SEO_GROUP],
  fields: [
    defineField({ ...requiredString('title', 'Client name', 'The page title and card heading.'), group: 'card' }),
    defineField({ ...slugField('title'), group: 'card' }),
    defineField({
      name: 'industry',
      title: 'Industry',
      description: 'A short line shown above the client name, e.g. "Enterprise IT services".',
      type: 'string',
      group: 'card',
    }),
    imageField('logo', 'Customer logo', {
      description: 'The customer’s logo or wordmark, with a transparent background.',
      group: 'card',
    }),
    imageField('cover', 'Cover image', {
      description: 'Shown wide at the top of the story: set the hotspot on what must stay in frame.',
      group: 'card',
    }),
    defineField({
      ...requiredText('summary', 'Card summary', 2),
      description: 'One or two sentences for the card on /case-studies.',
      group: 'card',
    }),
    defineField({
      ...requiredText('intro', 'Intro', 3),
      description: 'The paragraph under the title on the case study page.',
      group: 'card',
    }),
    defineField({
      name: 'metrics',
      title: 'Headline metrics',
      description: 'Exactly three, e.g. "$2.5M" / "additional revenue". Shown on the card and the page.',
      type: 'array',
      of: [defineArrayMember({ type: 'stat' })],
      group: 'card',
      validation: (rule) => rule.required().length(3),
    }),
    defineField({
      ...requiredText('challenge', 'Challenge', 4),
      description: 'What the client struggled with. Also shown on the card.',
      group: 'story',
    }),
    defineField({
      ...requiredText('solution', 'Solution', 4),
      description: 'How they used Persistly. Also shown on the card.',
      group: 'story',
    }),
    defineField({
      ...stringList('results', 'Results'),
      description: 'One outcome per bullet, most impressive first.',
      group: 'story',
      validation: (rule) => rule.required().min(2).max(8),
    }),
    seoField('seo'),
  ],
  preview: { select: { title: 'title', subtitle: 'summary', media: 'logo' } },
})
