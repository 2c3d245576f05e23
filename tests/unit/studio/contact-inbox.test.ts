import { createSchema } from 'sanity'
import { createStructureBuilder } from 'sanity/structure'
import { describe, expect, it } from 'vitest'
import { schemaTypes } from '@/schemas'
import { contactSubmission } from '@/schemas/inbox/contactSubmission'
import { structure } from '@/studio/structure'

const schema = createSchema({ name: 'default', types: schemaTypes })

/** The Studio's structure as the structure tool builds it (a minimal source: only what building needs). */
function studioStructure() {
  const source = {
    schema,
    templates: [],
    getClient: () => ({}),
    i18n: { t: (key: string) => key },
    document: { resolveNewDocumentOptions: () => [] },
  }
  const S = createStructureBuilder({ source } as never)
  return (
    structure(S, { schema } as never) as unknown as { serialize(): { items: Record<string, unknown>[] } }
  ).serialize()
}

describe('the Studio inbox', () => {
  it('comes first: every contact message, newest first, with nothing to create by hand', () => {
    const [inbox] = studioStructure().items as [
      {
        id: string
        title: string
        child: { type: string; options: Record<string, unknown>; initialValueTemplates: [] }
      },
    ]
    expect(inbox).toMatchObject({ id: 'inbox', title: 'Inbox' })
    expect(inbox.child.type).toBe('documentList')
    expect(inbox.child.options).toMatchObject({
      filter: '_type == $type',
      params: { type: 'contactSubmission' },
      defaultOrdering: [{ field: 'submittedAt', direction: 'desc' }],
    })
    expect(inbox.child.initialValueTemplates).toEqual([])
  })

  it('a message’s fields are read-only, except “Handled”', () => {
    const fields = contactSubmission.fields.map((field) => [
      field.name,
      Boolean((field as { readOnly?: boolean }).readOnly),
    ])
    expect(fields).toEqual([
      ['name', true],
      ['email', true],
      ['message', true],
      ['submittedAt', true],
      ['handled', false],
    ])
    expect(schema.get('contactSubmission')?.jsonType).toBe('object')
  })

  it('lists each message by name, with the address and the date it was received', () => {
    const prepare = contactSubmission.preview!.prepare!
    // The date in the editor's own time zone.
    const received = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-03-01T10:30:00.000Z'),
    )
    expect(
      prepare({
        name: 'Jane Cooper',
        email: 'jane@company.com',
        submittedAt: '2026-03-01T10:30:00.000Z',
        handled: false,
      }),
    ).toEqual({
      title: 'Jane Cooper',
      subtitle: `jane@company.com · ${received}`,
    })
    expect(prepare({ name: 'Jane Cooper', email: 'jane@company.com', submittedAt: null, handled: true })).toEqual({
      title: 'Jane Cooper',
      subtitle: 'jane@company.com · ✓ handled',
    })
  })
})
