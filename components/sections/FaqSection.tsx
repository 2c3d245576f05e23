import { IntroducedSection } from './SectionIntro'
import type { SectionProps } from './types'

/**
 * A single-open accordion from native <details name>: keyboard and screen-reader support and the
 * one-open-at-a-time rule come from the browser, with no JavaScript (one group per section).
 */
export function FaqSection({ section, headingId }: SectionProps<'faqSection'>) {
  return (
    <IntroducedSection section={section} headingId={headingId} className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <div className="mt-12 divide-y divide-white/10 rounded-2xl border border-white/10 bg-space-900/70">
        {section.questions
          .filter((entry) => entry !== null)
          .map((entry) => (
            <details key={entry._id} name={`faq-${section._key}`}>
              {/* Styled once in globals.css (`.faq-question`, with its chevron): eight of them on the home page. */}
              <summary className="faq-question">{entry.question}</summary>
              <p className="px-6 pb-6 text-ink-300">{entry.answer}</p>
            </details>
          ))}
      </div>
    </IntroducedSection>
  )
}
