import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PostList } from '@/components/blog/PostList'
import { BackLink } from '@/components/layout/BackLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { JsonLd } from '@/components/seo/JsonLd'
import { getBlogCategory, getBlogCategorySlugs, getBlogPage } from '@/lib/sanity/content/blog'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { breadcrumbJsonLd } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { documentPath, SINGLETON_PATHS } from '@/lib/site/routes'

type Props = PageProps<'/blog/category/[slug]'>

export const dynamicParams = false

export async function generateStaticParams() {
  return (await getBlogCategorySlugs()).map(({ slug }) => ({ slug }))
}

async function loadCategory(params: Props['params']) {
  const { slug } = await params
  const category = await getBlogCategory(slug)
  if (!category) notFound()
  return category
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await loadCategory(params)
  return pageMetadata(category.seo, { title: category.title, path: documentPath('blogCategory', category.slug) })
}

export default async function BlogCategoryPage({ params }: Props) {
  const [category, blog, { settings }] = await Promise.all([loadCategory(params), getBlogPage(), getSiteChrome()])
  const path = documentPath('blogCategory', category.slug)
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: settings.companyName, path: SINGLETON_PATHS.homePage },
          { name: blog.title, path: SINGLETON_PATHS.blogPage },
          { name: category.title, path },
        ])}
      />
      <PageHeader title={category.title} intro={category.description} />
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-4 sm:px-6 lg:px-8">
        <BackLink href={SINGLETON_PATHS.blogPage} label={blog.labels.backLabel} />
        <section aria-labelledby="category-posts" className="mt-10">
          <h2 id="category-posts" className="text-2xl font-semibold text-white">
            {blog.labels.categoryPostsHeading}
          </h2>
          <div className="mt-6">
            {category.posts.length ? (
              <PostList posts={category.posts} labels={blog.labels} headingLevel="h3" />
            ) : (
              <p className="rounded-2xl border border-dashed border-white/15 bg-space-900/60 p-8 text-center text-ink-300">
                {blog.labels.categoryEmptyText}
              </p>
            )}
          </div>
        </section>
      </div>
    </>
  )
}
