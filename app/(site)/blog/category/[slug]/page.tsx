import type { Metadata } from 'next'
import { CategoryArchive } from '@/components/blog/CategoryArchive'
import { getBlogCategorySlugs } from '@/lib/sanity/content/blog'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { categoryArchiveMetadata, categoryArchivePage } from '../../listing'

type Props = PageProps<'/blog/category/[slug]'>

export async function generateStaticParams() {
  return (await getBlogCategorySlugs()).map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryArchiveMetadata((await params).slug, 1)
}

export default async function BlogCategoryPage({ params }: Props) {
  const [archive, { settings }] = await Promise.all([categoryArchivePage((await params).slug, 1), getSiteChrome()])
  return <CategoryArchive {...archive} companyName={settings.companyName} />
}
