/** Who said it (a figure's caption): initials (decorative), name, and role at company. */
export function Person({
  name,
  role,
  company,
  large = false,
  className = '',
}: {
  name: string
  role: string
  company: string
  large?: boolean
  className?: string
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  return (
    <figcaption className={`flex items-center gap-4 ${className}`}>
      <span
        aria-hidden="true"
        className={`inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-500 font-semibold text-white ${large ? 'size-14 text-lg' : 'size-11'}`}
      >
        {initials}
      </span>
      <span className="flex flex-col">
        <span className={`font-semibold text-white ${large ? 'text-lg' : ''}`}>{name}</span>
        <span className="text-sm text-ink-300">
          {role}, {company}
        </span>
      </span>
    </figcaption>
  )
}
