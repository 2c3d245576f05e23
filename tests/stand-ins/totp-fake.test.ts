import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, hotp, newTotpSecret, totpCode, totpMatches } from './totp'

/** The stand-ins' one-time passwords are the real algorithm: the RFCs' own test vectors. */
describe('TOTP in the Clerk stand-ins', () => {
  it('computes RFC 4226’s HOTP test values', () => {
    const key = Buffer.from('12345678901234567890')
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected)
  })

  it('computes RFC 6238’s SHA-1 TOTP test values (8 digits, 30-second steps)', () => {
    const key = Buffer.from('12345678901234567890')
    const cases: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ]
    for (const [seconds, code] of cases) expect(hotp(key, Math.floor(seconds / 30), 8)).toBe(code)
  })

  it('reads a base32 secret as authenticator apps do, and accepts one step of drift but not two', () => {
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890')
    const secret = newTotpSecret()
    const now = 1_700_000_000_000
    expect(totpCode(secret, now)).toMatch(/^\d{6}$/)
    expect(totpMatches(secret, totpCode(secret, now - 30_000), now)).toBe(true)
    expect(totpMatches(secret, totpCode(secret, now - 90_000), now)).toBe(false)
  })
})
