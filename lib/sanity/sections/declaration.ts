/**
 * What the site knows of a section type: everything about it that is neither the Studio's form (its schema, in
 * schemas/sections/) nor its rendering (its component, in components/sections/), both of which are built from or
 * checked against this declaration.
 */
export type SectionDeclaration<Type extends string = string> = {
  /** The section's `_type` in content. */
  readonly type: Type
  /** Its name in the Studio: the schema's title, its label in the insert menu and in a page's list of sections. */
  readonly title: string
  /** Its heading's id when it has no anchor: "<idBase>-heading". */
  readonly idBase: string
  /** Its fields as page queries project them (GROQ), interpolated into `sectionsProjection`. */
  readonly projection: string
  /** The document types it shows besides its page: a publish of one of them refreshes every page with sections. */
  readonly reads: readonly string[]
  /** The field listing what it shows: when empty, or only of deleted documents, content health warns. */
  readonly shows?: string
}
