import { defineQuery } from 'next-sanity'
import { imageFields } from '@/lib/images/projection'
import { postCardFields } from '@/lib/sanity/cards'
import { contentBySlug, contentReader } from './read'

/** A category as a link: its name and slug. */
const categoryLink = /* groq */ `_id, title, "slug": slug.current`

/** The articles filed under a category (the ones its archive page lists), counted inside a category projection. */
const articleCount = /* groq */ `"articleCount": count(*[_type == "blogPost" && defined(slug.current) && references(^._id)])`

/** Every published article, newest first: what /blog and its feed list. */
const allArticles = /* groq */ `*[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc, _id asc)`

/** An article in a feed: its card, and the names of its categories. */
const feedItemFields = /* groq */ `${postCardFields}, "categories": categories[]->title`

/**
 * The /blog index and its further pages (every article, newest first, `postsPerPage` a page); its title and labels
 * are also used on every article and category page.
 */
export const blogPageQuery = defineQuery(`*[_type == "blogPage" && _id == "blogPage"][0]{
  title,
  intro,
  seo,
  postsPerPage,
  "posts": ${allArticles}{ ${postCardFields} },
  categoriesHeading,
  "categories": categories[]->{ ${categoryLink}, description, ${articleCount} },
  labels
}`)

/**
 * One article. Related articles: the other posts, those sharing the most categories first, then the newest,
 * so an article always ends with somewhere to go next.
 */
export const blogPostQuery = defineQuery(`*[_type == "blogPost" && slug.current == $slug][0]{
  ${postCardFields},
  "categories": categories[]->{ ${categoryLink} },
  "authorProfile": author->{ _id, name, role, bio, photo{ ${imageFields} } },
  body,
  seo,
  "related": *[_type == "blogPost" && _id != ^._id && defined(slug.current)]{
    ${postCardFields},
    "sharedCategories": count(categories[_ref in ^.^.categories[]._ref])
  } | order(sharedCategories desc, publishedAt desc)[0...3]
}`)

/** Every article address, for prerendering /blog/{slug}. */
export const blogPostSlugsQuery = defineQuery(`*[_type == "blogPost" && defined(slug.current)]{ "slug": slug.current }`)

/** A category archive: its name, description and the articles filed under it, newest first. */
export const blogCategoryQuery = defineQuery(`*[_type == "blogCategory" && slug.current == $slug][0]{
  ${categoryLink},
  description,
  seo,
  "posts": *[_type == "blogPost" && defined(slug.current) && references(^._id)] | order(publishedAt desc, _id asc){ ${postCardFields} }
}`)

/** The blog's feed (/blog/rss.xml): the newest 20 articles. */
export const blogFeedQuery = defineQuery(`{
  "blog": *[_type == "blogPage" && _id == "blogPage"][0]{ title, seo },
  "posts": ${allArticles}[0...20]{ ${feedItemFields} }
}`)

/** A category's feed (/blog/category/{slug}/rss.xml): its newest 20 articles. */
export const blogCategoryFeedQuery = defineQuery(`*[_type == "blogCategory" && slug.current == $slug][0]{
  title,
  "slug": slug.current,
  description,
  seo,
  "posts": *[_type == "blogPost" && defined(slug.current) && references(^._id)] | order(publishedAt desc, _id asc)[0...20]{ ${feedItemFields} }
}`)

/** Every category address, for prerendering /blog/category/{slug}. */
export const blogCategorySlugsQuery = defineQuery(
  `*[_type == "blogCategory" && defined(slug.current)]{ "slug": slug.current }`,
)

export const getBlogPage = contentReader(
  blogPageQuery,
  ['blogPage', 'blogPost', 'blogCategory', 'author', 'sanity.imageAsset'],
  'Blog page',
)
export const getBlogPost = contentBySlug(blogPostQuery, ['blogPost', 'blogCategory', 'author', 'sanity.imageAsset'])
export const getBlogPostSlugs = contentReader(blogPostSlugsQuery, ['blogPost'], 'Blog post list')
export const getBlogCategory = contentBySlug(blogCategoryQuery, [
  'blogCategory',
  'blogPost',
  'author',
  'sanity.imageAsset',
])
export const getBlogCategorySlugs = contentReader(blogCategorySlugsQuery, ['blogCategory'], 'Blog category list')
export const getBlogFeed = contentReader(
  blogFeedQuery,
  ['blogPage', 'blogPost', 'blogCategory', 'author', 'sanity.imageAsset'],
  'Blog feed',
)
export const getBlogCategoryFeed = contentBySlug(blogCategoryFeedQuery, [
  'blogCategory',
  'blogPost',
  'author',
  'sanity.imageAsset',
])
