import { CaseStudyCard } from '@/components/socialProof/CaseStudyCard'
import { IntroducedSection } from './SectionIntro'
import type { SectionProps } from './types'

/** Chosen case studies as cards linking to their pages; a deleted one is left out. */
export function CaseStudiesSection({ section, headingId }: SectionProps<'caseStudiesSection'>) {
  const labels = section.labels
  // The cards' small headings and link label are the case studies page's: without it, no cards.
  if (!labels) return null
  return (
    <IntroducedSection section={section} headingId={headingId}>
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.caseStudies
          .filter((caseStudy) => caseStudy !== null)
          .map((caseStudy) => (
            <li key={caseStudy._id}>
              <CaseStudyCard caseStudy={caseStudy} labels={labels} headingLevel="h3" idPrefix={headingId} />
            </li>
          ))}
      </ul>
    </IntroducedSection>
  )
}
