import type { Metadata } from 'next'
import { CategoryGrid } from '@/components/blog/CategoryGrid'
import { PostList } from '@/components/blog/PostList'
import { PageHeader } from '@/components/layout/PageHeader'
import { getBlogPage } from '@/lib/sanity/content/blog'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getBlogPage()
  return pageMetadata(page.seo, { title: page.title, path: SINGLETON_PATHS.blogPage })
}

export default async function BlogPage() {
  const page = await getBlogPage()
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <PostList posts={page.posts} labels={page.labels} headingLevel="h2" />
        <CategoryGrid
          heading={page.categoriesHeading}
          categories={page.categories}
          countSuffixes={{ one: page.labels.articleCountSuffixOne, other: page.labels.articleCountSuffix }}
        />
      </div>
    </>
  )
}
