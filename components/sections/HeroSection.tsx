import { PauseAnimation } from '@/components/decor/PauseAnimation'
import { Starfield } from '@/components/decor/Starfield'
import { SanityImage } from '@/components/ui/SanityImage'
import { buttonStyles } from '@/components/ui/styles'
import { GOALS } from '@/lib/analytics/goals'
import { ContentButton } from './ContentButton'
import { anchorId, type SectionProps } from './types'

/** The page's opening and its only h1; the first button is the main one (counted as `getStarted` in analytics). */
export function HeroSection({ section, headingId }: SectionProps<'heroSection'>) {
  return (
    <section
      id={anchorId(section)}
      aria-labelledby={headingId}
      data-decorated=""
      className="relative isolate overflow-hidden"
    >
      <Starfield name="hero" className="-z-10" />
      <div className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgba(91,140,255,0.25),transparent_60%)]" />
      <div className="mx-auto max-w-4xl px-4 pb-20 pt-20 text-center sm:pt-28">
        {section.eyebrow ? (
          <p className="inline-block rounded-full border border-brand-400/40 bg-brand-500/10 px-4 py-1 text-sm font-medium text-brand-400">
            {section.eyebrow}
          </p>
        ) : null}
        <h1 id={headingId} className="mt-6 text-4xl font-bold tracking-tight text-white sm:text-6xl">
          {section.heading} {section.highlight ? <span className="text-gradient">{section.highlight}</span> : null}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-300">{section.text}</p>
        {section.buttons?.length ? (
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            {section.buttons.map((button, index) =>
              index === 0 ? (
                <ContentButton
                  key={button._key}
                  link={button}
                  className={buttonStyles.primary}
                  goal={GOALS.getStarted}
                />
              ) : (
                <ContentButton key={button._key} link={button} className={buttonStyles.secondary} />
              ),
            )}
          </div>
        ) : null}
        {section.stats?.length ? (
          // Each number above its label, the numbers on one line whatever their labels wrap to (justify-end packs a
          // reversed column at the top).
          <dl className="mx-auto mt-16 grid max-w-2xl grid-cols-3 gap-6">
            {section.stats.map((stat) => (
              <div key={stat._key} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm text-ink-300">{stat.label}</dt>
                <dd className="text-gradient text-3xl font-bold sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <SanityImage
          image={section.image}
          owner={`hero section ${section._key}`}
          width={896}
          sizes="(min-width: 896px) 56rem, 100vw"
          priority
          className="mx-auto mt-16 h-auto w-full rounded-2xl border border-white/10"
        />
      </div>
      <PauseAnimation className="absolute bottom-4 right-4" />
    </section>
  )
}
