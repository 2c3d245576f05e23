import type { Heading } from '@/components/content/RichText'

type Entry = Heading & { key: string }

/** Groups h3 headings under the h2 before them, for a nested contents list. */
function outline(headings: Entry[]) {
  const sections: { heading: Entry; children: Entry[] }[] = []
  for (const heading of headings) {
    const parent = sections.at(-1)
    if (heading.level === 3 && parent) parent.children.push(heading)
    else sections.push({ heading, children: [] })
  }
  return sections
}

const linkStyle = 'block py-1 text-ink-300 hover:text-white'

/** A contents list: links to the sections of a long text (from `headingsOf`); nothing when it has none. */
export function OnThisPage({
  label,
  headings,
  className = '',
}: {
  label: string
  headings: Entry[]
  className?: string
}) {
  if (headings.length === 0) return null
  return (
    <nav aria-labelledby="on-this-page" className={`text-sm ${className}`}>
      <p id="on-this-page" className="font-semibold text-ink-100">
        {label}
      </p>
      <ul className="mt-3 border-l border-white/10 pl-4">
        {outline(headings).map(({ heading, children }) => (
          <li key={heading.key}>
            <a href={`#${heading.id}`} className={linkStyle}>
              {heading.text}
            </a>
            {children.length > 0 ? (
              <ul className="pl-4">
                {children.map((child) => (
                  <li key={child.key}>
                    <a href={`#${child.id}`} className={linkStyle}>
                      {child.text}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  )
}
