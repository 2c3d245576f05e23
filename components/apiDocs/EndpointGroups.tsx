import type { ApiDocsPageQueryResult } from '@/sanity/types'

type Groups = NonNullable<ApiDocsPageQueryResult>['endpoints']['groups']
type Method = Groups[number]['endpoints'][number]['method']

const METHOD_STYLES: Record<Method, string> = {
  GET: 'bg-emerald-400/15 text-emerald-400',
  POST: 'bg-brand-500/15 text-brand-400',
  PUT: 'bg-amber-300/15 text-amber-300',
  PATCH: 'bg-violet-500/15 text-violet-400',
  DELETE: 'bg-rose-400/15 text-rose-300',
}

/** The endpoints group by group (e.g. Campaigns, then Analytics): method, path and what each does. */
export function EndpointGroups({ groups }: { groups: Groups }) {
  return (
    <div className="mt-8 space-y-10">
      {groups.map((group) => (
        <div key={group._key}>
          <h3 className="text-xl font-semibold text-white">{group.title}</h3>
          {group.description ? <p className="mt-2 text-ink-300">{group.description}</p> : null}
          <ul className="mt-4 divide-y divide-white/10 overflow-hidden rounded-2xl border border-white/10 bg-space-900/80">
            {group.endpoints.map((endpoint) => (
              <li key={endpoint._key} className="flex flex-col gap-2 px-6 py-4 sm:flex-row sm:items-center sm:gap-4">
                <span className="flex min-w-0 items-center gap-3">
                  <span
                    className={`inline-flex w-16 shrink-0 justify-center rounded-md px-2 py-0.5 font-mono text-xs font-bold ${METHOD_STYLES[endpoint.method]}`}
                  >
                    {endpoint.method}
                  </span>
                  <code className="break-all font-mono text-sm text-ink-100">{endpoint.path}</code>
                </span>
                <span className="text-ink-300 sm:ml-auto sm:text-right">{endpoint.description}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
