import Link from 'next/link'
import { excerpt } from '@/lib/search/highlight'
import { Highlighted } from './Highlighted'

export type SearchResult = {
  key: string
  path: string
  kind: string
  title: string
  summary: string | null
  body: string | null
}

/** One page of results: each page's kind, its title as the link, and a passage, the searched words marked. */
export function SearchResults({
  results,
  terms,
  labelledBy,
}: {
  results: SearchResult[]
  terms: string[]
  labelledBy: string
}) {
  return (
    <ol aria-labelledby={labelledBy} className="mt-8 space-y-4">
      {results.map((result) => (
        <li key={result.key} className="rounded-2xl border border-white/10 bg-space-900/60 p-6">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-400">{result.kind}</p>
          <h2 className="mt-2 text-lg font-semibold text-white">
            <Link href={result.path} prefetch={false} className="hover:underline">
              <Highlighted text={result.title} terms={terms} />
            </Link>
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-ink-300">
            <Highlighted text={excerpt([result.summary, result.body], terms)} terms={terms} />
          </p>
        </li>
      ))}
    </ol>
  )
}
