type Stat = { _key: string; value: string; label: string }

/** Headline company numbers in one row, e.g. emails sent and customers. */
export function StatList({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-3">
      {stats.map((stat) => (
        <div
          key={stat._key}
          className="flex flex-col-reverse rounded-2xl border border-white/10 bg-space-900/80 p-6 text-center"
        >
          <dt className="mt-2 text-ink-300">{stat.label}</dt>
          <dd className="text-gradient text-4xl font-bold sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
