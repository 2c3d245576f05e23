import type { Metadata } from 'next'
import { BlogIndex } from '@/components/blog/BlogIndex'
import { laterPages, pageNumberIn } from '@/lib/blog/pagination'
import { getBlogPage } from '@/lib/sanity/content/blog'
import { blogIndexMetadata, blogIndexPage } from '../../listing'

type Props = PageProps<'/blog/page/[page]'>

/** /blog/page/2 and on. Pages that appear after the build (more articles published) are rendered on first visit. */
export async function generateStaticParams() {
  const blog = await getBlogPage()
  return laterPages(Math.ceil(blog.posts.length / blog.postsPerPage)).map((page) => ({ page: String(page) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogIndexMetadata(pageNumberIn((await params).page))
}

export default async function BlogIndexPage({ params }: Props) {
  return <BlogIndex {...await blogIndexPage(pageNumberIn((await params).page))} />
}
