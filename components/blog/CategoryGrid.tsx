import Link from 'next/link'
import { FolderOpen } from '@/components/ui/icons'
import { documentPath } from '@/lib/site/routes'
import type { BlogPageQueryResult } from '@/sanity/types'

type Category = NonNullable<BlogPageQueryResult>['categories'][number]

/** The category block: a tile per category with the number of articles filed under it, each opening /blog/category/{slug}. */
export function CategoryGrid({
  heading,
  categories,
  countSuffixes,
}: {
  heading: string
  categories: Category[]
  countSuffixes: { one: string; other: string }
}) {
  return (
    <section aria-labelledby="blog-categories" className="mt-20">
      <h2 id="blog-categories" className="text-2xl font-semibold text-white">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <li
            key={category._id}
            className="relative flex flex-col rounded-2xl border border-white/10 bg-space-900/80 p-6 transition-colors focus-within:border-brand-400/60 hover:border-brand-400/40"
          >
            <FolderOpen aria-hidden="true" className="size-6 text-violet-400" />
            <h3 className="mt-3 text-lg font-semibold text-white">
              {/* The link covers the whole tile. */}
              <Link
                href={documentPath('blogCategory', category.slug)}
                className="after:absolute after:inset-0 hover:text-brand-400"
              >
                {category.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm text-ink-300">{category.description}</p>
            <p className="mt-4 text-sm font-medium text-emerald-400">
              {category.articleCount} {category.articleCount === 1 ? countSuffixes.one : countSuffixes.other}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
