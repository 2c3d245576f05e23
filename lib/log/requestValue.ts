/**
 * Values a request carried (ids, origins, paths, addresses), as they go into a log line: JSON-quoted, so a newline in
 * them stays inside the line, and cut to about 200 characters, so a client cannot write pages into the log. Kept
 * free of imports: the production server (server.ts) loads it with Node's own TypeScript support.
 */
export const LOGGED_VALUE_MAX_CHARS = 200

export function logValue(value: string | null | undefined): string {
  if (value == null) return String(value)
  const cut =
    value.length > LOGGED_VALUE_MAX_CHARS
      ? `${value.slice(0, LOGGED_VALUE_MAX_CHARS)}… (${value.length} characters)`
      : value
  return JSON.stringify(cut)
}
