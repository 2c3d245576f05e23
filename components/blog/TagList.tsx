/** Keyword chips (article and template tags). */
export function TagList({ tags, className = '' }: { tags: string[]; className?: string }) {
  if (!tags.length) return null
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-brand-400/30 bg-brand-500/10 px-3 py-1 text-xs font-medium text-ink-100"
        >
          {tag}
        </li>
      ))}
    </ul>
  )
}
