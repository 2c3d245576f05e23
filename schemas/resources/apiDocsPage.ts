import { ApiIcon } from '@sanity/icons/Api'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { labelsField, pageHeaderFields, requiredGroup, requiredString, requiredText } from '../fields'

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** The /api page: Getting Started, Authentication, Rate Limits and Endpoints. */
export const apiDocsPage = defineType({
  name: 'apiDocsPage',
  title: 'API documentation',
  type: 'document',
  icon: ApiIcon,
  groups: [
    { name: 'content', title: 'Header', default: true },
    { name: 'gettingStarted', title: 'Getting started' },
    { name: 'authentication', title: 'Authentication' },
    { name: 'rateLimits', title: 'Rate limits' },
    { name: 'endpoints', title: 'Endpoints' },
    { name: 'labels', title: 'Labels' },
  ],
  fields: [
    ...pageHeaderFields('content'),
    requiredGroup({
      name: 'gettingStarted',
      title: 'Getting started',
      group: 'gettingStarted',
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('body', 'Text', 3),
        defineField({
          name: 'codeSample',
          title: 'Sample request',
          description: 'Shown with a copy button.',
          type: 'codeBlock',
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    requiredGroup({
      name: 'authentication',
      title: 'Authentication',
      group: 'authentication',
      fields: [
        requiredString('heading', 'Heading'),
        defineField({ name: 'body', title: 'Text', type: 'richText', validation: (rule) => rule.required() }),
      ],
    }),
    requiredGroup({
      name: 'rateLimits',
      title: 'Rate limits',
      group: 'rateLimits',
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('intro', 'Intro', 2),
        defineField({
          name: 'tiers',
          title: 'Tiers',
          type: 'array',
          of: [
            defineArrayMember({
              name: 'rateLimitTier',
              title: 'Tier',
              type: 'object',
              fields: [
                requiredString('name', 'Tier name', 'E.g. "Starter".'),
                requiredString('limit', 'Limit', 'As shown, e.g. "100 requests/minute" or "Custom".'),
                defineField({ name: 'description', title: 'Description', type: 'string' }),
              ],
              preview: { select: { title: 'name', subtitle: 'limit' } },
            }),
          ],
          validation: (rule) => rule.required().min(1).max(6),
        }),
        defineField({
          name: 'note',
          title: 'Note under the tiers',
          description: 'E.g. what happens when a limit is reached.',
          type: 'text',
          rows: 3,
        }),
      ],
    }),
    requiredGroup({
      name: 'endpoints',
      title: 'Endpoints',
      group: 'endpoints',
      fields: [
        requiredString('heading', 'Heading'),
        defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2 }),
        defineField({
          name: 'groups',
          title: 'Endpoint groups',
          description: 'E.g. Campaigns, Analytics; shown in this order.',
          type: 'array',
          of: [
            defineArrayMember({
              name: 'endpointGroup',
              title: 'Endpoint group',
              type: 'object',
              fields: [
                requiredString('title', 'Title'),
                defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
                defineField({
                  name: 'endpoints',
                  title: 'Endpoints',
                  type: 'array',
                  of: [
                    defineArrayMember({
                      name: 'endpoint',
                      title: 'Endpoint',
                      type: 'object',
                      fields: [
                        defineField({
                          name: 'method',
                          title: 'Method',
                          type: 'string',
                          options: { list: [...HTTP_METHODS], layout: 'radio', direction: 'horizontal' },
                          validation: (rule) => rule.required(),
                        }),
                        defineField({
                          name: 'path',
                          title: 'Path',
                          description: 'Starts with a slash; path parameters in braces, e.g. /api/v1/campaigns/{id}.',
                          type: 'string',
                          validation: (rule) =>
                            rule.required().regex(/^\/[A-Za-z0-9/_.{}-]*$/, { name: 'path starting with /' }),
                        }),
                        requiredString('description', 'Description'),
                      ],
                      preview: {
                        select: { method: 'method', path: 'path', description: 'description' },
                        prepare: ({ method, path, description }) => ({
                          title: `${method ?? ''} ${path ?? ''}`.trim(),
                          subtitle: description,
                        }),
                      },
                    }),
                  ],
                  validation: (rule) => rule.required().min(1),
                }),
              ],
              preview: { select: { title: 'title', subtitle: 'description' } },
            }),
          ],
          validation: (rule) => rule.required().min(1),
        }),
      ],
    }),
    labelsField('Small texts for the code samples and the rate limit table.', [
      requiredString('copyLabel', 'Copy button', 'E.g. "Copy".'),
      requiredString('copiedLabel', 'Copy button after copying', 'E.g. "Copied".'),
      requiredString('tierColumnLabel', 'Rate limit table: tier column', 'E.g. "Plan".'),
      requiredString('limitColumnLabel', 'Rate limit table: limit column', 'E.g. "Limit".'),
    ]),
  ],
  preview: { prepare: () => ({ title: 'API documentation' }) },
})
