export type QueryParams = Record<string, unknown>

/**
 * GROQ treats a missing $param as null, which would silently turn a typo into an empty page.
 * Both backends check that every parameter the query names was given.
 */
export function assertParams(query: string, params: QueryParams): void {
  const missing = [...query.matchAll(/\$([A-Za-z_]\w*)/g)].map((match) => match[1]).filter((name) => !(name in params))
  if (missing.length) throw new Error(`GROQ query needs parameter(s) ${[...new Set(missing)].map((name) => `$${name}`).join(', ')}`)
}
