import { describe, expect, it } from 'vitest'
import { trialEmailDigest, trialEmailKey } from '@/lib/payments/trialEmail'

/** The one-trial rule's reading of an email address (docs/payments.md, "One trial per person"). */
describe('trialEmailKey', () => {
  it('ignores case and surrounding spaces', () => {
    expect(trialEmailKey('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com')
  })

  it('drops a sub-address at every provider', () => {
    expect(trialEmailKey('ada+1@example.com')).toBe('ada@example.com')
    expect(trialEmailKey('ada+2@example.com')).toBe('ada@example.com')
    expect(trialEmailKey('ada+news+more@outlook.com')).toBe('ada@outlook.com')
    expect(trialEmailKey('ada+@icloud.com')).toBe('ada@icloud.com')
    expect(trialEmailKey('Ada+Work@Fastmail.com')).toBe('ada@fastmail.com')
  })

  it('drops the dots of a Gmail name and reads googlemail.com as gmail.com', () => {
    expect(trialEmailKey('a.da.love@gmail.com')).toBe('adalove@gmail.com')
    expect(trialEmailKey('A.Da+Trial@GoogleMail.com')).toBe('ada@gmail.com')
    expect(trialEmailKey('ada@gmail.com.')).toBe('ada@gmail.com')
  })

  it('keeps other providers’ dots, which name other mailboxes', () => {
    expect(trialEmailKey('a.da@example.com')).toBe('a.da@example.com')
    expect(trialEmailKey('a.da@gmail.co.uk')).toBe('a.da@gmail.co.uk')
    expect(trialEmailKey('a.da@mail.gmail.com')).toBe('a.da@mail.gmail.com')
  })

  it('leaves what is not name@domain, a quoted name or a name that is only a tag as it is, lower-cased', () => {
    expect(trialEmailKey('not an address')).toBe('not an address')
    expect(trialEmailKey('@example.com')).toBe('@example.com')
    expect(trialEmailKey('ada@')).toBe('ada@')
    expect(trialEmailKey('"A+B"@example.com')).toBe('"a+b"@example.com')
    expect(trialEmailKey('+tag@example.com')).toBe('+tag@example.com')
  })

  it('is stable: a key is its own key', () => {
    for (const email of ['A.Da+x@googlemail.com', 'ada+1@example.com', ' x@Y.org ']) {
      expect(trialEmailKey(trialEmailKey(email))).toBe(trialEmailKey(email))
    }
  })
})

describe('trialEmailDigest', () => {
  it('is the same for every spelling of one mailbox, different for another, and never the address', () => {
    const digest = trialEmailDigest('ada+1@example.com')
    expect(digest).toMatch(/^[0-9a-f]{64}$/)
    expect(trialEmailDigest('ADA+2@example.com')).toBe(digest)
    expect(trialEmailDigest('ada@example.com')).toBe(digest)
    expect(trialEmailDigest('ada@example.org')).not.toBe(digest)
    expect(trialEmailDigest('a.da@gmail.com')).toBe(trialEmailDigest('ada+x@googlemail.com'))
  })
})
