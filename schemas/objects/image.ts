import { defineField, defineType, type FieldDefinition } from '@sanity/types'

/** Why the Studio refuses an image without alt text, in its own words. */
export const ALT_TEXT_REQUIRED =
  'Describe the image for people who cannot see it: screen readers read this text aloud, and browsers show it when the image fails to load. If the image adds nothing the text around it does not already say, mark it decorative instead.'

type ImageValue = { asset?: { _ref?: string }; alt?: string; decorative?: boolean } | undefined

/**
 * Every image on the site: a Sanity image with a hotspot and crop (the editor chooses what stays in frame at any
 * aspect ratio), and an alt text that is required unless the image is marked decorative.
 */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      description:
        'What the image shows, in one sentence, for people who cannot see it (screen readers, images that fail to load). Leave out "Image of".',
      type: 'string',
      hidden: ({ parent }) => Boolean((parent as ImageValue)?.decorative),
      validation: (rule) =>
        rule.custom((alt: string | undefined, context) => {
          const image = context.parent as ImageValue
          if (!image?.asset || image.decorative || alt?.trim()) return true
          return ALT_TEXT_REQUIRED
        }),
    }),
    defineField({
      name: 'decorative',
      title: 'Decorative',
      description: 'Only decoration (a pattern, a mood picture): screen readers skip it and no alt text is needed.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
})

/** An optional image field: pages show nothing in its place while it is empty. */
export function imageField(
  name: string,
  title: string,
  { description, group }: { description?: string; group?: string } = {},
): FieldDefinition {
  return defineField({ name, title, description, type: 'imageWithAlt', ...(group ? { group } : {}) })
}
