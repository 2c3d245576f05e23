import type { PathSegment } from './types'

export type Visit = { value: Record<string, unknown>; path: PathSegment[] }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every object inside `value` (itself included), with its path: array items by `_key` where they have one. */
export function* objectsIn(value: unknown, path: PathSegment[] = []): Generator<Visit> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const key = isObject(item) && typeof item._key === 'string' ? { _key: item._key } : index
      yield* objectsIn(item, [...path, key])
    }
    return
  }
  if (!isObject(value)) return
  yield { value, path }
  for (const [field, child] of Object.entries(value)) {
    if (!field.startsWith('_')) yield* objectsIn(child, [...path, field])
  }
}

/** A path as Sanity writes it (and as the Studio's edit links take it): `sections[_key=="hero"].buttons[0].href`. */
export function pathToString(path: readonly PathSegment[]): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`
    if (typeof segment === 'object') return `${text}[_key=="${segment._key}"]`
    return text ? `${text}.${segment}` : segment
  }, '')
}
