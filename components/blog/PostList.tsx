import Link from 'next/link'
import { ArrowRight } from '@/components/ui/icons'
import { documentPath } from '@/lib/site/routes'
import type { BlogPageQueryResult } from '@/sanity/types'
import { CARD_PICTURE_CLASS, SanityImage } from '@/components/ui/SanityImage'
import type { PostCardData } from '@/lib/sanity/cards'
import { Byline } from './Byline'
import { TagList } from './TagList'

type CardLabels = Pick<NonNullable<BlogPageQueryResult>['labels'], 'readMoreLabel' | 'byLabel'>

/** Article cards (title, byline and date, summary, tags, link to the article): on /blog, category pages and under an article. */
export function PostList({
  posts,
  labels,
  headingLevel: Heading = 'h2',
  columns = 2,
}: {
  posts: PostCardData[]
  labels: CardLabels
  /** h2 directly under the page title, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3'
  columns?: 2 | 3
}) {
  return (
    <ul className={`grid gap-6 ${columns === 3 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2'}`}>
      {posts.map((post) => (
        <li
          key={post._id}
          className="relative flex flex-col rounded-2xl border border-white/10 bg-space-900/80 p-6 transition-colors hover:border-brand-400/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-400"
        >
          <SanityImage
            image={post.cover}
            owner={post._id}
            aspectRatio={16 / 9}
            width={600}
            sizes={
              columns === 3
                ? '(min-width: 1024px) 26rem, (min-width: 768px) 50vw, 100vw'
                : '(min-width: 768px) 40rem, 100vw'
            }
            className={CARD_PICTURE_CLASS}
          />
          <Heading className="text-xl font-semibold text-white">
            {/* The title is the link, stretched over the card: its name says where it goes. */}
            <Link
              href={documentPath('blogPost', post.slug)}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {post.title}
            </Link>
          </Heading>
          <div className="mt-3">
            <Byline author={post.author} publishedAt={post.publishedAt} byLabel={labels.byLabel} />
          </div>
          <p className="mt-4 flex-1 text-ink-300">{post.summary}</p>
          <TagList tags={post.tags} className="mt-5" />
          {/* What the card does, for the eye; the title link above is what assistive technology announces. */}
          <span
            aria-hidden="true"
            className="mt-6 inline-flex items-center gap-2 self-start font-medium text-brand-400"
          >
            {labels.readMoreLabel}
            <ArrowRight className="size-4" />
          </span>
        </li>
      ))}
    </ul>
  )
}
