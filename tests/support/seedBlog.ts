import { seedDocumentsOfType } from './seedContent'

type Reference = { _ref: string }

/** The fields of a bundled article that the blog's order, its categories and its related articles depend on. */
export type SeedPost = {
  _id: string
  title: string
  slug: { current: string }
  publishedAt: string
  author: Reference
  categories: Reference[]
}

/** The bundled articles, newest first (the blog's order). */
export const seedPostsNewestFirst = <T extends SeedPost = SeedPost>(): T[] =>
  seedDocumentsOfType<T>('blogPost').sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))

/** How many of `post`'s categories `other` is filed under too. */
export const sharedCategories = (post: SeedPost, other: SeedPost) =>
  other.categories.filter(({ _ref }) => post.categories.some((own) => own._ref === _ref)).length

/**
 * An article's related articles as the site lists them: up to three others, those sharing the most categories first,
 * then the newest (`posts` newest first, which the sort keeps among articles sharing as many).
 */
export const relatedArticles = <T extends SeedPost>(post: T, posts: T[]): T[] =>
  posts
    .filter((other) => other !== post)
    .sort((a, b) => sharedCategories(post, b) - sharedCategories(post, a))
    .slice(0, 3)

/** The articles filed under a category (by its document id), in the order given. */
export const filedUnder = <T extends SeedPost>(categoryId: string, posts: T[]): T[] =>
  posts.filter((post) => post.categories.some(({ _ref }) => _ref === categoryId))
