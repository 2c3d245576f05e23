import type { ApiDocsPageQueryResult } from '@/sanity/types'

type ApiDocs = NonNullable<ApiDocsPageQueryResult>

/** The rate limit of each API tier as a table: tier (with its note) and limit. */
export function RateLimitTable({
  tiers,
  labelledBy,
  labels,
}: {
  tiers: ApiDocs['rateLimits']['tiers']
  /** The id of the section heading that names the table. */
  labelledBy: string
  labels: Pick<ApiDocs['labels'], 'tierColumnLabel' | 'limitColumnLabel'>
}) {
  return (
    <div className="mt-6 overflow-x-auto rounded-2xl border border-white/10 bg-space-900/80">
      <table aria-labelledby={labelledBy} className="w-full text-left">
        <thead className="border-b border-white/10 text-sm text-ink-100">
          <tr>
            <th scope="col" className="px-6 py-3 font-semibold">
              {labels.tierColumnLabel}
            </th>
            <th scope="col" className="px-6 py-3 font-semibold">
              {labels.limitColumnLabel}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/10">
          {tiers.map((tier) => (
            <tr key={tier._key}>
              <th scope="row" className="px-6 py-4 align-top font-normal">
                <span className="block font-semibold text-white">{tier.name}</span>
                {tier.description ? <span className="mt-1 block text-sm text-ink-400">{tier.description}</span> : null}
              </th>
              <td className="px-6 py-4 align-top font-mono text-emerald-400">{tier.limit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
