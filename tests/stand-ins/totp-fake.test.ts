import { HOTP, Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { newTotpSecret, totpCode, totpMatches, totpUri } from './totp'

/** The stand-ins' one-time passwords are the real algorithm (`otpauth` as they set it up): the RFCs' test vectors. */
describe('TOTP in the Clerk stand-ins', () => {
  const key = Secret.fromUTF8('12345678901234567890')

  it('computes RFC 4226’s HOTP test values', () => {
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
    expect(expected.map((_, counter) => HOTP.generate({ secret: key, counter }))).toEqual(expected)
  })

  it('computes RFC 6238’s SHA-1 TOTP test values (8 digits, 30-second steps)', () => {
    const cases: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ]
    for (const [seconds, code] of cases)
      expect(TOTP.generate({ secret: key, digits: 8, period: 30, timestamp: seconds * 1000 })).toBe(code)
    // The stand-ins' own codes are those codes' last six digits (RFC 4226's truncation to 6).
    expect(totpCode(key.base32, 59_000)).toBe('287082')
  })

  it('reads a base32 secret as authenticator apps do, and accepts one step of drift but not two', () => {
    expect(key.base32).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(Secret.fromBase32('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').utf8).toBe('12345678901234567890')
    const secret = newTotpSecret()
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20)
    const now = 1_700_000_000_000
    expect(totpCode(secret, now)).toMatch(/^\d{6}$/)
    expect(totpMatches(secret, totpCode(secret, now - 30_000), now)).toBe(true)
    expect(totpMatches(secret, totpCode(secret, now - 90_000), now)).toBe(false)
  })

  it('gives the otpauth:// URI an authenticator app reads', () => {
    const uri = new URL(totpUri(key.base32, 'ada@example.com', 'Persistly'))
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(decodeURIComponent(uri.pathname)).toBe('/Persistly:ada@example.com')
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: key.base32,
      issuer: 'Persistly',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })
})
