import { SolarSystem } from '@/components/decor/SolarSystem'
import { SectionIntro } from './SectionIntro'
import { anchorId, type SectionProps } from './types'

/** Steps are numbered from their order: 01, 02, … */
const stepNumber = (index: number) => String(index + 1).padStart(2, '0')

/** How it works: numbered steps beside the solar-system drawing. */
export function StepsSection({ section, headingId }: SectionProps<'stepsSection'>) {
  return (
    <section id={anchorId(section)} aria-labelledby={headingId} className="relative bg-space-900/60 py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionIntro id={headingId} heading={section.heading} intro={section.intro} />
        <div className="mt-14 grid items-center gap-12 lg:grid-cols-[1.3fr_1fr]">
          <ol className="grid gap-6 sm:grid-cols-2">
            {section.steps.map((step, index) => (
              <li key={step._key} className="rounded-2xl border border-white/10 bg-space-950/70 p-6">
                <span aria-hidden="true" className="text-gradient text-3xl font-bold">
                  {stepNumber(index)}
                </span>
                <h3 className="mt-2 text-lg font-semibold text-white">
                  <span className="sr-only">{stepNumber(index)}. </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-ink-300">{step.description}</p>
                {step.points?.length ? (
                  <ul className="mt-4 space-y-2">
                    {step.points.map((point) => (
                      <li key={point} className="check-item gap-2 text-sm text-ink-300">
                        {point}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
          <SolarSystem className="relative mx-auto w-full max-w-md" />
        </div>
      </div>
    </section>
  )
}
