/**
 * A template from content with its placeholders filled in: `fillIn('Results for “{query}”', { query: text })`. Every
 * `{name}` given a value is replaced by it as written, in one pass: `String.prototype.replace` with a string would
 * read `$&`, `` $` `` and `$'` in a visitor's words as patterns, and a value holding another placeholder ("{count}") is
 * never filled in again. A placeholder without a value is left as it is.
 */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}
