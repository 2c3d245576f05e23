import { describe, expect, it } from 'vitest'
import { seedDocument } from '../../support/seedContent'
import { studioMarkers } from '../../support/studioValidation'

type Hero = { _key: string; buttons: { _key: string; label: string }[] }
const hero = seedDocument<{ sections: Hero[] }>('homePage').sections[0]
const labelPath = `buttons[_key=="${hero.buttons[0]._key}"].label`

/** A draft experiment on the seed's home hero, changing `field` only, with variant b's text `value`. */
const onField = (field: string, value: string) => ({
  _id: 'drafts.experiment-label',
  _type: 'experiment',
  name: 'Button label',
  goal: 'Trial Started',
  state: 'draft',
  target: { page: { _type: 'reference', _ref: 'homePage' }, sectionKey: hero._key, field },
  variants: [
    { _key: 'control', _type: 'variant', variantId: 'control', weight: 50 },
    { _key: 'b', _type: 'variant', variantId: 'b', weight: 50, value },
  ],
})

const errors = async (document: Record<string, unknown>) =>
  (await studioMarkers(document)).filter((marker) => marker.level === 'error').map((marker) => marker.message)

describe('an experiment on one field, as the Studio validates it', () => {
  it('takes a text of the field’s kind for a text field of the section', async () => {
    expect(await errors(onField(labelPath, 'Start Your Free Trial'))).toEqual([])
    expect(await errors(onField('text', 'Two lines\nof text'))).toEqual([])
  })

  it('refuses line breaks in a single-line field, an empty text, and a field that is no text of the section', async () => {
    expect(await errors(onField(labelPath, 'Start your\nfree trial'))).toEqual([
      expect.stringMatching(/has line breaks, but it replaces a single-line field/),
    ])
    expect(await errors(onField(labelPath, ''))).toEqual([expect.stringMatching(/needs its text/)])
    expect(await errors(onField(`buttons[_key=="${hero.buttons[0]._key}"].href`, '/pricing'))).toEqual([
      'That field is not a text of the section as published: choose another.',
    ])
    const elsewhere = onField(labelPath, 'Go')
    expect(await errors({ ...elsewhere, target: { ...elsewhere.target, sectionKey: 'gone' } })).toContain(
      'That section is not on the published page: choose another.',
    )
  })
})

describe('a running experiment whose target is gone from the published page', () => {
  const running = (sectionKey: string) => {
    const experiment = onField(labelPath, 'Go')
    return { ...experiment, _id: 'experiment-label', state: 'running', target: { ...experiment.target, sectionKey } }
  }
  const markers = async (document: Record<string, unknown>) =>
    (await studioMarkers(document)).map(({ level, message }) => ({ level, message }))

  it('warns that visitors see the page as published, without an error that asks for a choice the form locks', async () => {
    expect(await markers(running(hero._key))).toEqual([])
    expect(await markers(running('gone'))).toEqual([
      {
        level: 'warning',
        message: expect.stringMatching(/no longer on the published page: every visitor sees the page as published/),
      },
    ])
  })
})
