import { PageHeader } from '@/components/layout/PageHeader'
import { Pagination } from '@/components/navigation/Pagination'
import type { ArticlePage } from '@/lib/blog/pagination'
import { pagePath } from '@/lib/blog/pagination'
import { feedPath, SINGLETON_PATHS } from '@/lib/site/routes'
import type { BlogPageQueryResult } from '@/sanity/types'
import { CategoryGrid } from './CategoryGrid'
import { PostList } from './PostList'
import type { PostCardData } from '@/lib/sanity/cards'

type Blog = NonNullable<BlogPageQueryResult>

/** /blog and its further pages (/blog/page/2…): one page of articles, the page links and the category tiles. */
export function BlogIndex({ blog, page }: { blog: Blog; page: ArticlePage<PostCardData> }) {
  return (
    <>
      <PageHeader title={blog.title} intro={page.page === 1 ? blog.intro : null} />
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <PostList posts={page.items} labels={blog.labels} headingLevel="h2" />
        <Pagination
          hrefOf={(number) => pagePath(SINGLETON_PATHS.blogPage, number)}
          page={page}
          feed={{ path: feedPath(SINGLETON_PATHS.blogPage), label: blog.labels.feedLabel }}
          labels={blog.labels}
        />
        <CategoryGrid
          heading={blog.categoriesHeading}
          categories={blog.categories}
          countSuffixes={{ one: blog.labels.articleCountSuffixOne, other: blog.labels.articleCountSuffix }}
        />
      </div>
    </>
  )
}
