import { HomeIcon } from '@sanity/icons/Home'
import { defineType } from '@sanity/types'
import { SEO_GROUP, seoField } from '../fields'
import { sectionsField } from '../sections'

/** The landing page: a list of sections (the header's "/#anchor" links scroll to the anchored ones). */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [{ name: 'content', title: 'Sections', default: true }, SEO_GROUP],
  fields: [
    sectionsField({
      group: 'content',
      required: true,
      description: 'Starts with the hero. Anchors are what the header’s "/#…" links scroll to.',
    }),
    seoField('seo'),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
