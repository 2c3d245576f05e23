import { createHmac, randomBytes } from 'node:crypto'

/**
 * Time-based one-time passwords as an authenticator app computes them (RFC 6238 over RFC 4226's HOTP, HMAC-SHA1,
 * 30-second steps, 6 digits): the Clerk stand-ins check codes with it, and tests compute the code an app would
 * show from the secret they were given. Test tooling only; the site never computes a code itself.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
export const TOTP_STEP_SECONDS = 30

/** A new secret, base32 as in an `otpauth://` URI (160 bits, the length RFC 4226 recommends). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

export function base32Encode(bytes: Buffer): string {
  let bits = ''
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0')
  let out = ''
  for (let i = 0; i < bits.length; i += 5) out += BASE32[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)]
  return out
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  let bits = ''
  for (const char of clean) {
    const value = BASE32.indexOf(char)
    if (value === -1) throw new Error(`Not base32: ${JSON.stringify(char)}`)
    bits += value.toString(2).padStart(5, '0')
  }
  const bytes: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

/** HOTP (RFC 4226): the dynamically truncated HMAC of the counter. */
export function hotp(key: Buffer, counter: number, digits = 6, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1') {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac(algorithm, key).update(message).digest()
  const offset = mac[mac.length - 1] & 0x0f
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
  return String(binary).padStart(digits, '0')
}

/** The code an authenticator app shows for a base32 secret at `atMs`. */
export function totpCode(secret: string, atMs = Date.now()): string {
  return hotp(base32Decode(secret), Math.floor(atMs / 1000 / TOTP_STEP_SECONDS))
}

/** Whether `code` is the secret's code now or one step either side (the drift servers usually allow). */
export function totpMatches(secret: string, code: string, atMs = Date.now()): boolean {
  return [-1, 0, 1].some((drift) => totpCode(secret, atMs + drift * TOTP_STEP_SECONDS * 1000) === code.trim())
}

/** The `otpauth://` URI Clerk gives with a new secret, which the QR code encodes. */
export function totpUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=${TOTP_STEP_SECONDS}`
}
