import { Icon } from '@/components/ui/Icon'

type Item = { _key: string; icon: string; title: string; description: string }

/** A titled section of icon cards (the values on /about, the benefits on /careers). */
export function IconCardSection({
  id,
  heading,
  intro,
  items,
  columns = 4,
}: {
  id: string
  heading: string
  intro?: string | null
  items: Item[]
  columns?: 2 | 4
}) {
  return (
    <section aria-labelledby={id} className="py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-white">
          {heading}
        </h2>
        {intro ? <p className="mt-4 text-lg text-ink-300">{intro}</p> : null}
      </div>
      <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : ''}`}>
        {items.map((item) => (
          <li
            key={item._key}
            className="rounded-2xl border border-white/10 bg-space-900/80 p-6 transition-colors hover:border-brand-400/40"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-500/15 text-brand-400">
              <Icon name={item.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-white">{item.title}</h3>
            <p className="mt-2 text-ink-300">{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
