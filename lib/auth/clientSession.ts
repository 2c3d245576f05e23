/**
 * Whether this browser holds a Clerk session, from Clerk's `__client_uat` cookie (or its `__client_uat_<suffix>`
 * twin): not HttpOnly, and the time of the client's last sign-in, "0" (or absent) when signed out. It only says
 * which link the header shows; pages that depend on the session verify it on the server.
 */
export function hasClientSession(cookie: string): boolean {
  return cookie.split(';').some((pair) => {
    const [name, value] = pair.trim().split('=', 2)
    return /^__client_uat(_[A-Za-z0-9-]+)?$/.test(name ?? '') && Number(value) > 0
  })
}
