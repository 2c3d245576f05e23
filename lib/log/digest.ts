/**
 * The digest Next gives a failure on the server: the reference under which it is logged (lib/log/requestError.ts),
 * and all a visitor's error page gets of it in production (components/layout/ErrorMessage.tsx). Null for a failure in
 * the browser, which has none.
 */
export const digestOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string'
    ? error.digest
    : null
