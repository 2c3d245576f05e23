/** The names refused in this process since the last call, which forgets them (tests/support/loopbackOnly.mjs). */
export function takeRefusedHosts(): string[]
