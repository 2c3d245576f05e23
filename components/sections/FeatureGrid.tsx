import { Icon } from '@/components/ui/Icon'

export type FeatureCardData = { _id: string; title: string; description: string; icon: string }

/** Feature cards: icon, heading, description. Used on the landing page and on /features. */
export function FeatureGrid({
  features,
  headingLevel: Heading = 'h3',
}: {
  features: (FeatureCardData | null)[]
  /** h3 inside a landing-page section, h2 directly under a page title. */
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {features
        .filter((feature) => feature !== null)
        .map((feature) => (
          <li
            key={feature._id}
            className="rounded-2xl border border-white/10 bg-space-900/80 p-6 transition-colors hover:border-brand-400/40"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-500/15 text-brand-400">
              <Icon name={feature.icon} className="size-6" />
            </span>
            <Heading className="mt-4 text-lg font-semibold text-white">{feature.title}</Heading>
            <p className="mt-2 text-ink-300">{feature.description}</p>
          </li>
        ))}
    </ul>
  )
}
