import type { Metadata } from 'next'
import { HomePageContent } from '@/components/sections/HomePageContent'
import { getHomePage } from '@/lib/sanity/content/marketing'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const home = await getHomePage()
  const metadata = await pageMetadata(home.seo, { path: SINGLETON_PATHS.homePage })
  return { ...metadata, title: { absolute: String(metadata.title) } }
}

export default async function HomePage() {
  const [home, { settings }] = await Promise.all([getHomePage(), getSiteChrome()])
  return <HomePageContent home={home} settings={settings} />
}
