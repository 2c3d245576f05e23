/**
 * Generated `redirect_url` values an attacker would try: dot segments (plain and percent-encoded),
 * backslashes, tabs and newlines that URL parsing strips, `@` user-info, schemes and protocol-relative
 * hosts, in random combinations. Seeded, so a failure names a value that reproduces.
 */
import { seededRandom } from '@/lib/random/seededRandom'

// prettier-ignore
const TOKENS = [
  '/', '//', '///', '\\', '/\\', '\\/', '.', '..', './', '../', '/./', '/../', '/.//', '/..//',
  '%2e', '%2E', '%2e%2e', '.%2e', '%2e.', '%2f', '%2F', '%5c', '%5C', '%252f', '%09', '%0a', '%0d', '%00',
  '\t', '\n', '\r', ' ', '\u00a0', '\u3002', '@', ':', '#', '?', ';', '&', 'a', 'a/', 'pricing',
  'evil.example', '@evil.example', 'evil.example@', 'user:pass@evil.example', 'evil.example:80',
  'http:', 'https:', 'javascript:', 'data:', 'HTTP://', 'https://evil.example', '//evil.example',
  '/\\evil.example', '\\\\evil.example', '/%2e%2e//evil.example', '/a/..//evil.example', '/%2e//evil.example',
]

export function hostileRedirects(count: number, seed = 20261123): string[] {
  const next = seededRandom(seed)
  const pick = () => TOKENS[Math.floor(next() * TOKENS.length)]
  const values = new Set<string>([
    // The reported bypasses, always included.
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2e//evil.example',
  ])
  while (values.size < count) {
    const length = 1 + Math.floor(next() * 7)
    // Most start with "/", the shape that passes a naive "is it a path?" check.
    let value = next() < 0.7 ? '/' : ''
    for (let i = 0; i < length; i++) value += pick()
    values.add(value)
  }
  return [...values]
}

/** True when `location`, resolved as a browser resolves a redirect from `origin`, stays on `origin`. */
export function staysOn(origin: string, location: string): boolean {
  try {
    return new URL(location, origin).origin === origin
  } catch {
    return false
  }
}
