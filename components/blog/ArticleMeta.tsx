import Link from 'next/link'
import { documentPath } from '@/lib/site/routes'
import type { BlogPostQueryResult } from '@/sanity/types'
import { Byline } from './Byline'
import { TagList } from './TagList'

type Post = NonNullable<BlogPostQueryResult>

/** Under the article title: author and role, date, the categories it is filed under (linked) and its tags. */
export function ArticleMeta({
  post,
  labels,
}: {
  post: Pick<Post, 'author' | 'publishedAt' | 'categories' | 'tags'>
  labels: { byLabel: string; categoriesLabel: string }
}) {
  return (
    <div className="space-y-4 border-b border-white/10 pb-8">
      <Byline author={post.author} publishedAt={post.publishedAt} byLabel={labels.byLabel} showRole />
      {post.categories.length ? (
        <p className="text-sm text-ink-400">
          {labels.categoriesLabel}{' '}
          {post.categories.map((category, index) => (
            <span key={category._id}>
              {index > 0 ? ', ' : null}
              <Link
                href={documentPath('blogCategory', category.slug)}
                className="font-medium text-brand-400 underline underline-offset-2 hover:text-white"
              >
                {category.title}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      <TagList tags={post.tags} />
    </div>
  )
}
