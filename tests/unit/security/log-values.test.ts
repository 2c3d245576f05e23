import { describe, expect, it } from 'vitest'
import { LOGGED_VALUE_MAX_CHARS, logValue } from '@/lib/log/requestValue'

describe('values from requests in log lines', () => {
  it('are quoted, so a newline stays inside the line', () => {
    expect(logValue('cs_test_1\n[payments] all good')).toBe('"cs_test_1\\n[payments] all good"')
    expect(logValue(null)).toBe('null')
  })

  it('are cut to about 200 characters, saying how long they were', () => {
    const logged = logValue(`cs_test_${'a'.repeat(3000)}`)
    expect(logged.length).toBeLessThan(LOGGED_VALUE_MAX_CHARS + 40)
    expect(logged).toMatch(/^"cs_test_a+… \(3008 characters\)"$/)
    expect(logValue('a'.repeat(200))).toBe(`"${'a'.repeat(200)}"`)
  })
})
