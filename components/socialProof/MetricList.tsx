import type { MetricData } from '@/lib/sanity/cards'

/** A case study's headline numbers: compact on a card, large on its page. */
export function MetricList({ metrics, size = 'card' }: { metrics: MetricData[]; size?: 'card' | 'page' }) {
  const page = size === 'page'
  return (
    <dl className={`grid grid-cols-3 ${page ? 'gap-4 sm:gap-6' : 'gap-3'}`}>
      {metrics.map((metric) => (
        <div
          key={metric._key}
          className={`flex flex-col-reverse rounded-xl border border-white/10 bg-space-800/60 text-center ${page ? 'p-5 sm:p-6' : 'p-3'}`}
        >
          <dt className={`mt-1 text-ink-300 ${page ? 'text-sm' : 'text-xs'}`}>{metric.label}</dt>
          <dd className={`text-gradient font-bold ${page ? 'text-3xl sm:text-4xl' : 'text-xl sm:text-2xl'}`}>
            {metric.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
