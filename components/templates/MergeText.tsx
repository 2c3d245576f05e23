/** {{merge_tags}} (filled in per contact) and [placeholders] (for the sender to replace) in template text. */
const TOKEN = /(\{\{[^{}]*\}\}|\[[^[\]\n]*\])/g

/** Template text with its merge tags and placeholders set off, so a reader sees what gets filled in. */
export function MergeText({ text }: { text: string }) {
  return text.split(TOKEN).map((part, index) => {
    if (index % 2 === 0) return part
    return part.startsWith('{{') ? (
      <span
        key={index}
        data-merge-tag=""
        className="rounded bg-violet-500/15 px-1 font-mono text-[0.9em] text-violet-400"
      >
        {part}
      </span>
    ) : (
      <span key={index} data-placeholder="" className="text-emerald-400">
        {part}
      </span>
    )
  })
}
