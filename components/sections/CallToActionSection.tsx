import { buttonStyles } from '@/components/ui/styles'
import { ContentButton } from './ContentButton'
import { anchorId, type SectionProps } from './types'

export function CallToActionSection({ section, headingId }: SectionProps<'callToActionSection'>) {
  return (
    <section id={anchorId(section)} aria-labelledby={headingId} className="px-4 pb-24 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl border border-white/10 bg-gradient-to-br from-brand-600/30 via-space-800 to-violet-500/30 px-6 py-16 text-center sm:px-12">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {section.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-100">{section.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ContentButton link={section.primaryLink} className={buttonStyles.primary} />
          {section.secondaryLink ? (
            <ContentButton link={section.secondaryLink} className={buttonStyles.secondary} />
          ) : null}
        </div>
        {section.note ? <p className="mt-6 text-sm text-ink-300">{section.note}</p> : null}
      </div>
    </section>
  )
}
