import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArticleMeta } from '@/components/blog/ArticleMeta'
import { AuthorCard } from '@/components/blog/AuthorCard'
import { PostList } from '@/components/blog/PostList'
import { RichText } from '@/components/content/RichText'
import { BackLink } from '@/components/layout/BackLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { JsonLd } from '@/components/seo/JsonLd'
import { SanityImage } from '@/components/ui/SanityImage'
import { getBlogPage, getBlogPost, getBlogPostSlugs } from '@/lib/sanity/content/blog'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { documentPath, SINGLETON_PATHS } from '@/lib/site/routes'

type Props = PageProps<'/blog/[slug]'>

export async function generateStaticParams() {
  return (await getBlogPostSlugs()).map(({ slug }) => ({ slug }))
}

async function loadPost(params: Props['params']) {
  const { slug } = await params
  const post = await getBlogPost(slug)
  if (!post) notFound()
  return post
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await loadPost(params)
  return pageMetadata(post.seo, { title: post.title, path: documentPath('blogPost', post.slug), type: 'article' })
}

export default async function BlogPostPage({ params }: Props) {
  const [post, blog, { settings }] = await Promise.all([loadPost(params), getBlogPage(), getSiteChrome()])
  const path = documentPath('blogPost', post.slug)
  return (
    <>
      <JsonLd
        data={[
          articleJsonLd({
            title: post.title,
            description: post.seo.description || post.summary,
            path,
            publishedAt: post.publishedAt,
            author: post.author.name,
            publisher: settings.companyName,
          }),
          breadcrumbJsonLd([
            { name: settings.companyName, path: SINGLETON_PATHS.homePage },
            { name: blog.title, path: SINGLETON_PATHS.blogPage },
            { name: post.title, path },
          ]),
        ]}
      />
      <PageHeader title={post.title} intro={post.summary} />
      <div className="mx-auto max-w-3xl px-4 pb-24 pt-4 sm:px-6 lg:px-8">
        <BackLink href={SINGLETON_PATHS.blogPage} label={blog.labels.backLabel} />
        <article className="mt-8">
          <SanityImage
            image={post.cover}
            owner={post._id}
            aspectRatio={16 / 9}
            width={768}
            sizes="(min-width: 48rem) 48rem, 100vw"
            priority
            className="mb-8 w-full rounded-2xl"
          />
          <ArticleMeta post={post} labels={blog.labels} />
          <RichText value={post.body} />
          {post.authorProfile ? <AuthorCard author={post.authorProfile} /> : null}
        </article>
      </div>
      {post.related.length ? (
        <section
          aria-labelledby="related-articles"
          className="mx-auto max-w-7xl border-t border-white/10 px-4 pb-24 pt-16 sm:px-6 lg:px-8"
        >
          <h2 id="related-articles" className="text-2xl font-semibold text-white">
            {blog.labels.relatedHeading}
          </h2>
          <div className="mt-6">
            <PostList posts={post.related} labels={blog.labels} headingLevel="h3" columns={3} />
          </div>
        </section>
      ) : null}
    </>
  )
}
