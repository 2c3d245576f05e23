import { SanityImage } from '@/components/ui/SanityImage'
import { buttonStyles } from '@/components/ui/styles'
import { ContentButton } from './ContentButton'
import { anchorId, type SectionProps } from './types'

/** A picture beside a heading, text and an optional button; phones show the picture first. */
export function ImageWithTextSection({ section, headingId }: SectionProps<'imageWithTextSection'>) {
  const imageFirst = section.imagePosition === 'left'
  return (
    <section
      id={anchorId(section)}
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8"
    >
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <SanityImage
          image={section.image}
          owner={`image-with-text section ${section._key}`}
          aspectRatio={16 / 10}
          width={640}
          sizes="(min-width: 1024px) 40rem, 100vw"
          className={`h-auto w-full rounded-2xl border border-white/10 ${imageFirst ? '' : 'lg:order-last'}`}
        />
        <div>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {section.heading}
          </h2>
          <p className="mt-4 whitespace-pre-line text-lg text-ink-300">{section.text}</p>
          {section.link ? <ContentButton link={section.link} className={`${buttonStyles.secondary} mt-8`} /> : null}
        </div>
      </div>
    </section>
  )
}
