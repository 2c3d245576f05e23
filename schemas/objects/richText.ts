import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { LINK_HREF_PATTERN } from './link'

/** A code sample inside rich text (API docs, guides). */
export const codeBlock = defineType({
  name: 'codeBlock',
  title: 'Code block',
  type: 'object',
  fields: [
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      options: { list: ['bash', 'http', 'json', 'javascript', 'typescript', 'python', 'text'] },
      initialValue: 'text',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'filename', title: 'Caption', type: 'string' }),
    defineField({ name: 'code', title: 'Code', type: 'text', rows: 8, validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: 'filename', subtitle: 'language' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Code', subtitle }),
  },
})

/** A highlighted note inside rich text. */
export const callout = defineType({
  name: 'callout',
  title: 'Callout',
  type: 'object',
  fields: [
    defineField({
      name: 'tone',
      title: 'Tone',
      type: 'string',
      options: { list: ['tip', 'note', 'warning'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'tip',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string' }),
    defineField({ name: 'body', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'title', subtitle: 'body' } },
})

/** Long-form text: headings, lists, links, code blocks and callouts. */
export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbers', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
          { title: 'Code', value: 'code' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Target',
                type: 'string',
                validation: (rule) =>
                  rule.required().regex(LINK_HREF_PATTERN, { name: 'site path, https, mailto or tel address' }),
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({ type: 'codeBlock' }),
    defineArrayMember({ type: 'callout' }),
  ],
})
