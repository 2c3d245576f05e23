import { stegaClean } from '@sanity/client/stega'
import { Search } from '@/components/ui/icons'
import { MAX_SEARCH_LENGTH } from '@/lib/search/terms'
import { SEARCH_PATH } from '@/lib/site/routes'

type Props = {
  labels: { label: string; buttonLabel: string }
  /** The search landmark's name, where it must differ from the footer's (the field's label). */
  name?: string
  /** What the field shows: the current search on /search, empty elsewhere. */
  value?: string
  /** The footer's label is read out only; /search shows it above the field. */
  compact?: boolean
  /** Distinct ids where one page shows two forms (the page's and the footer's). */
  id: string
}

/**
 * The site search field: a plain GET form to /search, so it works before (and without) any JavaScript and adds
 * none to the page. The field takes no more than a search may hold; a longer one (a crafted address) gets a message.
 */
export function SearchForm({ labels, name, value, compact = false, id }: Props) {
  return (
    <form
      action={SEARCH_PATH}
      method="get"
      role="search"
      // An attribute, not visible text: in draft mode it must not carry the overlays' hidden characters.
      aria-label={stegaClean(name ?? labels.label)}
      className="flex w-full flex-wrap gap-2"
    >
      <label htmlFor={id} className={compact ? 'sr-only' : 'w-full text-sm font-medium text-ink-100'}>
        {labels.label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={value}
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        className="min-w-0 flex-1 rounded-full border border-white/15 bg-space-950 px-4 py-2 text-sm text-ink-100 placeholder:text-ink-400 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <Search aria-hidden="true" className="size-4" />
        {labels.buttonLabel}
      </button>
    </form>
  )
}
