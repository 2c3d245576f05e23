import { describe, expect, it } from 'vitest'
import { laterPages, pageNumberIn, pageOf, pagePath } from '@/lib/blog/pagination'

describe('article lists in pages', () => {
  const articles = Array.from({ length: 23 }, (_, index) => `article ${index + 1}`)

  it('cuts the list into pages of the content’s size, the last one shorter', () => {
    expect(pageOf(articles, 10, 1)).toEqual({ items: articles.slice(0, 10), page: 1, pageCount: 3 })
    expect(pageOf(articles, 10, 3)).toEqual({ items: articles.slice(20), page: 3, pageCount: 3 })
    expect(pageOf(articles, 23, 1)?.pageCount).toBe(1)
    expect(pageOf(articles, 1, 23)?.items).toEqual(['article 23'])
  })

  it('has no page past the end, but always a first one, even for an empty list', () => {
    expect(pageOf(articles, 10, 4)).toBeNull()
    expect(pageOf(articles, 10, 0)).toBeNull()
    expect(pageOf(articles, 10, 1.5)).toBeNull()
    expect(pageOf([], 10, 1)).toEqual({ items: [], page: 1, pageCount: 1 })
    expect(pageOf([], 10, 2)).toBeNull()
  })

  it('reads only plainly written page numbers from 2 up: one address per page', () => {
    expect(pageNumberIn('2')).toBe(2)
    expect(pageNumberIn('10')).toBe(10)
    for (const segment of ['1', '0', '02', '2.0', '-2', '1e3', ' 2', 'two', '', '9999999', '%32']) {
      expect(pageNumberIn(segment), segment).toBeNull()
    }
  })

  it('gives page 1 the list’s own address', () => {
    expect(pagePath('/blog', 1)).toBe('/blog')
    expect(pagePath('/blog/category/ai', 3)).toBe('/blog/category/ai/page/3')
    expect(laterPages(3)).toEqual([2, 3])
    expect(laterPages(1)).toEqual([])
    expect(laterPages(0)).toEqual([])
  })
})
