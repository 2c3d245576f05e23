import { highlightParts } from '@/lib/search/highlight'

/** `text` with the searched words in `<mark>`: React escapes every part, so content can never become markup. */
export function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return highlightParts(text, terms).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded bg-brand-400/25 px-0.5 text-white">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}
