'use client'

import { useMemo } from 'react'
import { NextStudio } from 'next-sanity/studio/client-component'
import config from '@/sanity.config'

/** `apiHost` is SANITY_API_HOST, read on the server when the page is built: tests point the Studio at a stand-in. */
export function Studio({ apiHost }: { apiHost?: string }) {
  const workspace = useMemo(() => (apiHost ? { ...config, apiHost } : config), [apiHost])
  return <NextStudio config={workspace} />
}
