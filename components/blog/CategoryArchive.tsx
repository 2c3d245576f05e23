import { BackLink } from '@/components/layout/BackLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { JsonLd } from '@/components/seo/JsonLd'
import { Pagination } from '@/components/navigation/Pagination'
import { pagePath, type ArticlePage } from '@/lib/blog/pagination'
import { breadcrumbJsonLd } from '@/lib/seo/jsonLd'
import { documentPath, feedPath, SINGLETON_PATHS } from '@/lib/site/routes'
import type { BlogCategoryQueryResult, BlogPageQueryResult } from '@/sanity/types'
import { PostList } from './PostList'
import type { PostCardData } from '@/lib/sanity/cards'

/** A category's archive and its further pages (/blog/category/{slug}/page/2…): one page of its articles, newest first. */
export function CategoryArchive({
  category,
  blog,
  companyName,
  page,
}: {
  category: NonNullable<BlogCategoryQueryResult>
  blog: NonNullable<BlogPageQueryResult>
  companyName: string
  page: ArticlePage<PostCardData>
}) {
  const path = documentPath('blogCategory', category.slug)
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: companyName, path: SINGLETON_PATHS.homePage },
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
            {page.items.length ? (
              <PostList posts={page.items} labels={blog.labels} headingLevel="h3" />
            ) : (
              <p className="rounded-2xl border border-dashed border-white/15 bg-space-900/60 p-8 text-center text-ink-300">
                {blog.labels.categoryEmptyText}
              </p>
            )}
          </div>
        </section>
        <Pagination
          hrefOf={(number) => pagePath(path, number)}
          page={page}
          feed={{ path: feedPath(path), label: blog.labels.feedLabel }}
          labels={blog.labels}
        />
      </div>
    </>
  )
}
