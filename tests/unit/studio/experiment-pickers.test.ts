import { createSchema } from 'sanity'
import { describe, expect, it } from 'vitest'
import { schemaTypes } from '@/schemas'
import { experimentField, experimentSectionKey } from '@/schemas/experiments/targetKeys'
import { FieldPicker } from '@/studio/experiments/FieldPicker'
import { withExperimentPickers } from '@/studio/experiments/pickers'
import { SectionPicker } from '@/studio/experiments/SectionPicker'
import { schemaErrors } from '@/studio/schemaErrors'

/** The schema as the Studio uses it (sanity.config.ts): the site's types, an experiment's section and field with pickers. */
describe('withExperimentPickers', () => {
  const studioTypes = withExperimentPickers(schemaTypes)
  const named = (name: string) => studioTypes.find((type) => type.name === name)
  const [sectionType, fieldType] = [named(experimentSectionKey.name), named(experimentField.name)]

  it('gives an experiment’s section and field their pickers, and changes nothing else about them', () => {
    expect(sectionType).toEqual({ ...experimentSectionKey, components: { input: SectionPicker } })
    expect(fieldType).toEqual({ ...experimentField, components: { input: FieldPicker } })
  })

  it('keeps every other type as it is, in the same order, and leaves the schemas untouched', () => {
    expect(studioTypes.map((type) => type.name)).toEqual(schemaTypes.map((type) => type.name))
    const others = studioTypes.filter((type) => type !== sectionType && type !== fieldType)
    expect(others).toHaveLength(schemaTypes.length - 2)
    for (const type of others) expect(schemaTypes).toContain(type)
    expect(experimentSectionKey).not.toHaveProperty('components')
    expect(experimentField).not.toHaveProperty('components')
  })

  it('compiles as the Studio compiles it, with no schema error', () => {
    const schema = createSchema({ name: 'default', types: studioTypes })
    expect(schemaErrors(schema)).toEqual([])
    expect(schema.get(experimentField.name)?.components?.input).toBe(FieldPicker)
  })
})
