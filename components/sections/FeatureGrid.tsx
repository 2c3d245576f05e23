import { IconCard } from '@/components/ui/IconCard'
import { CARD_PICTURE_CLASS, SanityImage } from '@/components/ui/SanityImage'
import type { FeatureCardData } from '@/lib/sanity/cards'

/** Feature cards: icon, heading, description. Used on the landing page and on /features. */
export function FeatureGrid({
  features,
  headingLevel = 'h3',
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
          <IconCard
            key={feature._id}
            icon={feature.icon}
            title={feature.title}
            description={feature.description}
            picture={
              <SanityImage
                image={feature.image}
                owner={feature._id}
                aspectRatio={16 / 10}
                width={400}
                sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
                className={CARD_PICTURE_CLASS}
              />
            }
            headingLevel={headingLevel}
          />
        ))}
    </ul>
  )
}
