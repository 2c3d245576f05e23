// The setup screen is styled like the site (the Studio brings its own styles).
import '@/app/globals.css'
import { StudioSetup } from '@/components/studio/StudioSetup'
import { env } from '@/lib/env/server'
import { projectId } from '@/lib/sanity/api'
import { Studio } from './Studio'

export const dynamic = 'force-static'
export { metadata, viewport } from 'next-sanity/studio'

/** The embedded Studio when a Sanity project is configured; otherwise how to connect one. */
export default function StudioPage() {
  return projectId ? <Studio apiHost={env.SANITY_API_HOST} /> : <StudioSetup />
}
