import { createClient, type ClientPerspective } from '@sanity/client'
import { afterAll, beforeAll } from 'vitest'
import { apiHostOptions, apiVersion } from '@/lib/sanity/api'
import { startContentLake, type ContentLake, type ContentLakeOptions } from '../stand-ins/contentLake'

const PROJECT = { projectId: 'standin', dataset: 'production' } as const

/**
 * The Content Lake stand-in for one test file: started before its tests and closed after them, with the real
 * `@sanity/client` (as the site and the Studio use it) pointed at it.
 */
export function contentLakeStandIn(options: Omit<ContentLakeOptions, keyof typeof PROJECT>) {
  let running: ContentLake | undefined
  beforeAll(async () => {
    running = await startContentLake({ ...PROJECT, ...options })
  })
  afterAll(() => running?.close())
  const lake = () => {
    if (!running) throw new Error('The stand-in runs only while the tests do')
    return running
  }
  return {
    get lake() {
      return lake()
    },
    client: (token?: string, perspective: ClientPerspective = 'published') =>
      createClient({ ...PROJECT, apiVersion, useCdn: false, perspective, token, ...apiHostOptions(lake().apiHost) }),
  }
}
