import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'

describe('environment', () => {
  it('runs with no variables at all: local site URL, default dataset, embedded content', () => {
    expect(parseEnv({})).toEqual({
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
    })
  })

  it('treats empty values as unset and trims a trailing slash from the site URL', () => {
    const env = parseEnv({ NEXT_PUBLIC_SANITY_PROJECT_ID: '', NEXT_PUBLIC_SITE_URL: 'https://persistly.ai/' })
    expect(env.NEXT_PUBLIC_SANITY_PROJECT_ID).toBeUndefined()
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://persistly.ai')
  })

  it.each([
    ['NEXT_PUBLIC_SITE_URL', 'persistly.ai'],
    ['NEXT_PUBLIC_SITE_URL', 'ftp://persistly.ai'],
    ['NEXT_PUBLIC_SANITY_PROJECT_ID', 'My Project'],
    ['NEXT_PUBLIC_SANITY_DATASET', 'Production!'],
  ])('rejects %s=%s with a message naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(name)
  })
})
