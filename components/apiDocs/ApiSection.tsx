import { slugify } from '@/lib/text/slugify'

/** One titled section of the API page; its id is the heading's anchor (e.g. /api#rate-limits). */
export function ApiSection({ heading, children }: { heading: string; children: React.ReactNode }) {
  const id = slugify(heading)
  return (
    <section aria-labelledby={id} className="border-t border-white/10 py-12 first:border-t-0 first:pt-4">
      <h2 id={id} className="text-2xl font-semibold text-white">
        {heading}
      </h2>
      {children}
    </section>
  )
}
