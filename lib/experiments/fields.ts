/**
 * Field targets (docs/experiments.md): an experiment that changes one text field of a section (a button's label, a
 * heading) instead of the whole section. The field is named by its path inside the section, Sanity's way, array items
 * by key so that reordering keeps it: `buttons[_key=="a1"].label`. Only fields that hold words can be targets: text
 * and single-line strings with a value, not lists of choices, addresses (`href`), anchors, images nor references.
 */

/** The little of a compiled Sanity schema type that tells which fields hold words (a structural type: no Studio). */
export type SchemaTypeLike = {
  name: string
  title?: string
  jsonType?: string
  type?: SchemaTypeLike
  fields?: readonly { name: string; type: SchemaTypeLike }[]
  of?: readonly SchemaTypeLike[]
  options?: unknown
}

/** A text field of a section, as the field picker offers it and the rules check it. */
export type TextField = {
  path: string
  /** Where it is, in the form's words: "Buttons 1 › Label". */
  title: string
  /** A `text` field (paragraphs) rather than a single-line `string`. */
  multiline: boolean
  value: string
}

/** Fields that hold an address or an anchor, not words: a variant of them would have to pass their own checks. */
const NOT_WORDS = new Set(['anchor', 'href'])
/** Types whose insides are not words a visitor reads (or not the section's own). */
const NOT_SEARCHED = new Set(['reference', 'image', 'file', 'block', 'slug'])

const isOfType = (type: SchemaTypeLike | undefined, names: Set<string>): boolean =>
  !!type && (names.has(type.name) || isOfType(type.type, names))

const hasChoices = (type: SchemaTypeLike) => Boolean((type.options as { list?: unknown } | undefined)?.list)

const titleOf = (name: string, type: SchemaTypeLike) =>
  type.title ?? name.replace(/^./, (first) => first.toUpperCase()).replace(/([a-z])([A-Z])/g, '$1 $2')

type Value = Record<string, unknown>
const isObject = (value: unknown): value is Value => !!value && typeof value === 'object' && !Array.isArray(value)

/** The text fields of `section` (a section's stored value), by its schema type, in the form's order. */
export function textFields(section: unknown, type: SchemaTypeLike | undefined): TextField[] {
  const found: TextField[] = []
  const visit = (value: unknown, objectType: SchemaTypeLike, path: string, title: string) => {
    if (!isObject(value)) return
    for (const field of objectType.fields ?? []) {
      if (NOT_WORDS.has(field.name) || isOfType(field.type, NOT_SEARCHED)) continue
      const fieldValue = value[field.name]
      const fieldPath = path ? `${path}.${field.name}` : field.name
      const fieldTitle = [title, titleOf(field.name, field.type)].filter(Boolean).join(' › ')
      if (field.type.jsonType === 'string') {
        if (typeof fieldValue === 'string' && fieldValue.trim() && !hasChoices(field.type))
          found.push({
            path: fieldPath,
            title: fieldTitle,
            multiline: isOfType(field.type, new Set(['text'])),
            value: fieldValue,
          })
      } else if (field.type.jsonType === 'object') visit(fieldValue, field.type, fieldPath, fieldTitle)
      else if (field.type.jsonType === 'array' && Array.isArray(fieldValue))
        fieldValue.forEach((item: unknown, index) => {
          if (!isObject(item) || typeof item._key !== 'string' || !/^[\w-]+$/.test(item._key)) return
          const members = field.type.of ?? []
          const member = members.find((candidate) => candidate.name === item._type) ?? members[0]
          if (member?.jsonType === 'object' && !isOfType(member, NOT_SEARCHED))
            visit(item, member, `${fieldPath}[_key=="${item._key}"]`, `${fieldTitle} ${index + 1}`)
        })
    }
  }
  if (type) visit(section, type, '', '')
  return found
}

/** The path's steps (a field, and an array item's key), or null when it is not a field path of this shape. */
function stepsOf(path: string): { name: string; key?: string }[] | null {
  const steps = path.split('.').map((part) => /^([A-Za-z_]\w*)(?:\[_key=="([\w-]+)"\])?$/.exec(part))
  if (!path || steps.some((step) => !step)) return null
  return steps.map((step) => ({ name: step![1], key: step![2] }))
}

/** Whether `path` is a field path this module writes (what a stored target must be before it is used). */
export const isFieldPath = (path: string) => stepsOf(path) !== null

/** The string at `path` in `section`, or undefined. */
export function fieldValue(section: unknown, path: string): string | undefined {
  let current: unknown = section
  for (const { name, key } of stepsOf(path) ?? [{ name: '' }]) {
    current = isObject(current) ? current[name] : undefined
    if (key !== undefined)
      current = Array.isArray(current) ? current.find((item) => isObject(item) && item._key === key) : undefined
  }
  return typeof current === 'string' ? current : undefined
}

/** A copy of `section` with `value` in place of the string at `path`; null when there is no string there. */
export function withFieldValue<T>(section: T, path: string, value: string): T | null {
  const steps = stepsOf(path)
  if (!steps || fieldValue(section, path) === undefined) return null
  const replace = (current: unknown, at: number): unknown => {
    if (at === steps.length) return value
    const { name, key } = steps[at]
    const object = current as Value
    const child = object[name]
    return {
      ...object,
      [name]:
        key === undefined
          ? replace(child, at + 1)
          : (child as Value[]).map((item) => (item._key === key ? replace(item, at + 1) : item)),
    }
  }
  return replace(section, 0) as T
}
