import { createSchema } from 'sanity'
import { describe, expect, it } from 'vitest'
import { fieldValue, isFieldPath, textFields, withFieldValue, type SchemaTypeLike } from '@/lib/experiments/fields'
import { schemaTypes } from '@/schemas'
import { seedDocument } from '../../support/seedContent'

const schema = createSchema({ name: 'default', types: schemaTypes })
const typeOf = (name: string) => schema.get(name) as SchemaTypeLike
type Section = { _key: string; _type: string; buttons?: { _key: string; label: string }[]; [field: string]: unknown }
const hero = seedDocument<{ sections: Section[] }>('homePage').sections[0]
const button = hero.buttons![0]

describe('field targets', () => {
  it('lists a section’s text fields by path, from its schema type: words, not addresses, anchors, images or choices', () => {
    const fields = textFields(hero, typeOf('heroSection'))
    const paths = fields.map((field) => field.path)
    expect(fields.find((field) => field.path === 'heading')).toEqual({
      path: 'heading',
      title: 'Heading',
      multiline: false,
      value: hero.heading,
    })
    expect(fields.find((field) => field.path === 'text')).toMatchObject({ title: 'Text', multiline: true })
    expect(fields.find((field) => field.path === `buttons[_key=="${button._key}"].label`)).toEqual({
      path: `buttons[_key=="${button._key}"].label`,
      title: 'Buttons 1 › Label',
      multiline: false,
      value: button.label,
    })
    expect(paths.some((path) => /href|anchor|image|_ref|_type|_key$/.test(path))).toBe(false)
    // A list of choices (the picture's side) is no text; the picture's alt text is not the section's words either.
    const picture = {
      _key: 's',
      _type: 'imageWithTextSection',
      heading: 'Seen from the inbox',
      text: 'Replies land where you work.',
      imagePosition: 'left',
      image: { _type: 'imageWithAlt', alt: 'An inbox', asset: { _ref: 'image-a-1x1-png' } },
      link: { label: 'See how', href: '/features' },
    }
    expect(textFields(picture, typeOf('imageWithTextSection')).map((field) => field.path)).toEqual([
      'heading',
      'text',
      'link.label',
    ])
    // Empty fields, and a section whose type is unknown, offer nothing.
    expect(textFields({ ...picture, heading: ' ' }, typeOf('imageWithTextSection'))[0].path).toBe('text')
    expect(textFields(hero, undefined)).toEqual([])
  })

  it('reads and replaces the text at a path in a copy, and nothing when the path leads to no text', () => {
    const path = `buttons[_key=="${button._key}"].label`
    expect(fieldValue(hero, path)).toBe(button.label)
    const changed = withFieldValue(hero, path, 'Start Your Free Trial')!
    expect(changed.buttons![0].label).toBe('Start Your Free Trial')
    expect(changed.buttons!.slice(1)).toEqual(hero.buttons!.slice(1))
    expect({ ...changed, buttons: hero.buttons }).toEqual(hero)
    expect(hero.buttons![0].label).toBe(button.label)
    expect(withFieldValue(hero, 'buttons[_key=="gone"].label', 'x')).toBeNull()
    expect(withFieldValue(hero, 'buttons', 'x')).toBeNull()
    expect(withFieldValue(hero, 'heading.text', 'x')).toBeNull()
    expect(isFieldPath(path)).toBe(true)
    for (const path of ['', 'buttons[0].label', 'a..b', 'buttons[_key=="x"]]']) expect(isFieldPath(path)).toBe(false)
  })
})
