import type { Metadata } from 'next'
import { CategoryArchive } from '@/components/blog/CategoryArchive'
import { laterPages, pageNumberIn } from '@/lib/blog/pagination'
import { getBlogPage } from '@/lib/sanity/content/blog'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { categoryArchiveMetadata, categoryArchivePage } from '../../../../listing'

type Props = PageProps<'/blog/category/[slug]/page/[page]'>

/** A category's pages 2 and on (rendered on first visit when they appear after the build). */
export async function generateStaticParams() {
  const blog = await getBlogPage()
  return blog.categories.flatMap((category) =>
    laterPages(Math.ceil(category.articleCount / blog.postsPerPage)).map((page) => ({
      slug: category.slug,
      page: String(page),
    })),
  )
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await params
  return categoryArchiveMetadata(slug, pageNumberIn(page))
}

export default async function BlogCategoryArchivePage({ params }: Props) {
  const { slug, page } = await params
  const [archive, { settings }] = await Promise.all([categoryArchivePage(slug, pageNumberIn(page)), getSiteChrome()])
  return <CategoryArchive {...archive} companyName={settings.companyName} />
}
