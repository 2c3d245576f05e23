import { IconCard } from '@/components/ui/IconCard'

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
          <IconCard key={item._key} icon={item.icon} title={item.title} description={item.description} />
        ))}
      </ul>
    </section>
  )
}
