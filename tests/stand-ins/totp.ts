import { Secret, TOTP } from 'otpauth'

/**
 * Time-based one-time passwords as an authenticator app computes them (RFC 6238 over RFC 4226's HOTP, HMAC-SHA1,
 * 30-second steps, 6 digits), by `otpauth`: the Clerk stand-ins check codes with it, and tests compute the code an
 * app would show from the secret they were given. Test tooling only; the site never computes a code itself.
 */

export const TOTP_STEP_SECONDS = 30

/** The secret's TOTP as Clerk sets it up (the `otpauth://` URI's parameters). */
const totpOf = (secret: string, account = '', issuer = '') =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_STEP_SECONDS,
    label: account,
    issuer,
  })

/** A new secret, base32 as in an `otpauth://` URI (160 bits, the length RFC 4226 recommends). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The code an authenticator app shows for a base32 secret at `atMs`. */
export const totpCode = (secret: string, atMs = Date.now()): string => totpOf(secret).generate({ timestamp: atMs })

/** Whether `code` is the secret's code now or one step either side (the drift servers usually allow). */
export const totpMatches = (secret: string, code: string, atMs = Date.now()): boolean =>
  totpOf(secret).validate({ token: code.trim(), timestamp: atMs, window: 1 }) !== null

/** The `otpauth://` URI Clerk gives with a new secret, which the QR code encodes. */
export const totpUri = (secret: string, account: string, issuer: string): string =>
  totpOf(secret, account, issuer).toString()
