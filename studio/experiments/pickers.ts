import { defineType, type SchemaTypeDefinition } from 'sanity'
import { experimentField, experimentSectionKey } from '@/schemas/experiments/targetKeys'
import { FieldPicker } from './FieldPicker'
import { SectionPicker } from './SectionPicker'

/** An experiment's section and field as the Studio edits them: with pickers of what the published page holds. */
const withPickers = new Map<string, SchemaTypeDefinition>(
  [
    defineType({ ...experimentSectionKey, components: { input: SectionPicker } }),
    defineType({ ...experimentField, components: { input: FieldPicker } }),
  ].map((type) => [type.name, type]),
)

/** The site's schema types as the Studio uses them (sanity.config.ts). */
export function withExperimentPickers(types: SchemaTypeDefinition[]): SchemaTypeDefinition[] {
  return types.map((type) => withPickers.get(type.name) ?? type)
}
