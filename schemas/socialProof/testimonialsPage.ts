import { StarIcon } from '@sanity/icons/Star'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { labelsField, PAGE_GROUPS, pageHeaderFields, requiredString, requiredWithPlaceholder } from '../fields'
import { extraSectionsField, SECTIONS_UNDER_SELLING_CONTENT } from '../sections'

type Reference = { _ref?: string }

/** The /testimonials page ("Client Success Stories"): one large featured testimonial, then smaller cards. */
export const testimonialsPage = defineType({
  name: 'testimonialsPage',
  title: 'Testimonials page',
  type: 'document',
  icon: StarIcon,
  groups: PAGE_GROUPS,
  fields: [
    ...pageHeaderFields('content'),
    defineField({
      name: 'featured',
      title: 'Featured testimonial',
      description: 'Shown large at the top, with its star rating and every quote paragraph.',
      type: 'reference',
      to: [{ type: 'testimonial' }],
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'testimonials',
      title: 'Testimonial cards',
      description: 'The smaller cards under the featured testimonial, in this order. Four fill the grid evenly.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
      group: 'content',
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(8)
          .unique()
          .custom((cards: Reference[] | undefined, context) => {
            const featured = (context.document?.featured as Reference | undefined)?._ref
            return featured && cards?.some((card) => card._ref === featured)
              ? 'The featured testimonial is already shown at the top: remove it from the cards.'
              : true
          }),
    }),
    labelsField('Small texts on the featured testimonial and the cards.', [
      requiredString('featuredBadge', 'Badge on the featured testimonial', 'E.g. "Featured Story".'),
      requiredString('cardsHeading', 'Heading above the cards'),
      defineField({
        name: 'ratingLabel',
        title: 'Star rating, for screen readers',
        description: 'Read out instead of the star icons. {rating} is replaced by the number of stars.',
        type: 'string',
        validation: requiredWithPlaceholder('{rating}', 'Include {rating} where the number of stars goes.'),
      }),
    ]),
    extraSectionsField(SECTIONS_UNDER_SELLING_CONTENT, { group: 'content' }),
  ],
  preview: { prepare: () => ({ title: 'Testimonials page' }) },
})
