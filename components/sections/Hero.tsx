import { Starfield } from '@/components/decor/Starfield'
import { buttonStyles } from '@/components/ui/styles'
import { GOALS } from '@/lib/analytics/goals'
import type { HomePageQueryResult } from '@/sanity/types'

type Hero = NonNullable<HomePageQueryResult>['hero']

/** Twinkling stars in the hero, as the design calls for. */
const HERO_STAR_COUNT = 100

export function Hero({ hero }: { hero: Hero }) {
  return (
    <section id="hero" aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <Starfield count={HERO_STAR_COUNT} className="-z-10" />
      <div className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgba(91,140,255,0.25),transparent_60%)]" />
      <div className="mx-auto max-w-4xl px-4 pb-20 pt-20 text-center sm:pt-28">
        {hero.eyebrow ? (
          <p className="inline-block rounded-full border border-brand-400/40 bg-brand-500/10 px-4 py-1 text-sm font-medium text-brand-400">
            {hero.eyebrow}
          </p>
        ) : null}
        <h1 id="hero-heading" className="mt-6 text-4xl font-bold tracking-tight text-white sm:text-6xl">
          {hero.heading} {hero.highlight ? <span className="text-gradient">{hero.highlight}</span> : null}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-300">{hero.subheading}</p>
        {/* Plain in-page anchors: they scroll (smoothly, below the header) even before JavaScript loads.
            `data-goal` counts the press in analytics (components/analytics), without making this a client component. */}
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <a href="#pricing" className={buttonStyles.primary} data-goal={GOALS.getStarted}>
            {hero.primaryCtaLabel}
          </a>
          <a href="#how-it-works" className={buttonStyles.secondary}>
            {hero.secondaryCtaLabel}
          </a>
        </div>
        {hero.stats?.length ? (
          <dl className="mx-auto mt-16 grid max-w-2xl grid-cols-3 gap-6">
            {hero.stats.map((stat) => (
              <div key={stat._key} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-ink-300">{stat.label}</dt>
                <dd className="text-gradient text-3xl font-bold sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  )
}
