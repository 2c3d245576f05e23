import type { Metadata } from 'next'
import { BlogIndex } from '@/components/blog/BlogIndex'
import { blogIndexMetadata, blogIndexPage } from './listing'

export async function generateMetadata(): Promise<Metadata> {
  return blogIndexMetadata(1)
}

export default async function BlogPage() {
  return <BlogIndex {...await blogIndexPage(1)} />
}
