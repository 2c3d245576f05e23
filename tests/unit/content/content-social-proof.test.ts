import { describe, expect, it } from 'vitest'
import { queryEmbedded } from '@/lib/sanity/embedded'
import { aboutPageQuery, careersPageQuery } from '@/lib/sanity/content/company'
import {
  caseStudiesPageQuery,
  caseStudyQuery,
  caseStudySlugsQuery,
  testimonialsPageQuery,
} from '@/lib/sanity/content/socialProof'
import type {
  AboutPageQueryResult,
  CareersPageQueryResult,
  CaseStudiesPageQueryResult,
  CaseStudyQueryResult,
  CaseStudySlugsQueryResult,
  TestimonialsPageQueryResult,
} from '@/sanity/types'
import { seedDocument } from '../../support/seedContent'

/** The queries behind /testimonials, /case-studies(/…), /about and /careers, over the embedded dataset. */
const CASE_STUDY_SLUGS = ['digital-sphere', 'global-tech-solutions', 'innovate-tech']

describe('testimonials page', () => {
  it('has the title, a 5-star featured testimonial with two quotes, and four cards', async () => {
    const page = await queryEmbedded<TestimonialsPageQueryResult>(testimonialsPageQuery)
    expect(page?.title).toBe('Client Success Stories')
    const featured = seedDocument<{ name: string; role: string }>('testimonial-sarah-mitchell')
    expect(page?.featured).toMatchObject({ name: featured.name, role: featured.role, rating: 5 })
    expect(page?.featured.quotes).toHaveLength(2)
    expect(page?.testimonials).toHaveLength(4)
    for (const card of page?.testimonials ?? []) {
      expect(card.name && card.role && card.company).toBeTruthy()
      expect(card.rating).toBeGreaterThanOrEqual(1)
      expect(card.quotes.length).toBeGreaterThanOrEqual(1)
    }
    expect(page?.testimonials.map((card) => card._id)).not.toContain(page?.featured._id)
  })

  it('has the labels the page shows, with the rating placeholder for screen readers', async () => {
    const page = await queryEmbedded<TestimonialsPageQueryResult>(testimonialsPageQuery)
    expect(page?.labels.featuredBadge).toBeTruthy()
    expect(page?.labels.cardsHeading).toBeTruthy()
    expect(page?.labels.ratingLabel).toContain('{rating}')
    expect(page?.seo.description).toBeTruthy()
  })
})

describe('case studies', () => {
  it('index: three cards, each with three metrics, challenge, solution and a slug', async () => {
    const page = await queryEmbedded<CaseStudiesPageQueryResult>(caseStudiesPageQuery)
    expect(page?.title).toBe('Case Studies')
    expect(page?.caseStudies.map((caseStudy) => caseStudy.slug)).toEqual([
      'global-tech-solutions',
      'innovate-tech',
      'digital-sphere',
    ])
    for (const caseStudy of page?.caseStudies ?? []) {
      expect(caseStudy.metrics).toHaveLength(3)
      expect(caseStudy.metrics.every((metric) => metric._key && metric.value && metric.label)).toBe(true)
      expect(caseStudy.challenge).toBeTruthy()
      expect(caseStudy.solution).toBeTruthy()
    }
    expect(page?.labels).toEqual({
      challengeHeading: 'Challenge',
      solutionHeading: 'Solution',
      resultsHeading: 'Results',
      readMoreLabel: 'Read Full Case Study',
      backLabel: 'Back to all Case Studies',
    })
  })

  it('lists a slug for every case study page', async () => {
    const slugs = await queryEmbedded<CaseStudySlugsQueryResult>(caseStudySlugsQuery)
    expect([...slugs].sort()).toEqual(CASE_STUDY_SLUGS)
  })

  it.each(CASE_STUDY_SLUGS)(
    '%s: intro, three metrics, challenge, solution, results and the index labels',
    async (slug) => {
      const caseStudy = await queryEmbedded<CaseStudyQueryResult>(caseStudyQuery, { slug })
      expect(caseStudy?.slug).toBe(slug)
      expect(caseStudy?.title).toBeTruthy()
      expect(caseStudy?.intro).toBeTruthy()
      expect(caseStudy?.metrics).toHaveLength(3)
      expect(caseStudy?.challenge).toBeTruthy()
      expect(caseStudy?.solution).toBeTruthy()
      expect(caseStudy?.results.length).toBeGreaterThanOrEqual(2)
      expect(caseStudy?.seo.description).toBeTruthy()
      expect(caseStudy?.index?.title).toBe('Case Studies')
      expect(caseStudy?.index?.labels.backLabel).toBe('Back to all Case Studies')
    },
  )

  it('Global Tech Solutions shows its headline numbers', async () => {
    const caseStudy = await queryEmbedded<CaseStudyQueryResult>(caseStudyQuery, { slug: 'global-tech-solutions' })
    expect(caseStudy?.metrics.map((metric) => metric.value)).toEqual(['$2.5M', '85%', '10x'])
  })

  it('an unknown slug finds nothing (the page answers 404)', async () => {
    expect(await queryEmbedded<CaseStudyQueryResult>(caseStudyQuery, { slug: 'no-such-client' })).toBeNull()
  })
})

describe('about page', () => {
  it('has the mission, the journey, three statistics and the four values', async () => {
    const page = await queryEmbedded<AboutPageQueryResult>(aboutPageQuery)
    expect(page?.title).toBe('About Us')
    expect(page?.mission.heading && page.mission.text).toBeTruthy()
    expect(page?.journey.heading && page.journey.text).toBeTruthy()
    expect(page?.stats.map((stat) => [stat.value, stat.label])).toEqual([
      ['10M+', 'Emails Sent'],
      ['5,000+', 'Happy Customers'],
      ['98%', 'Customer Satisfaction'],
    ])
    expect(page?.values.items.map((value) => value.title)).toEqual([
      'Innovation',
      'Customer Success',
      'Privacy & Security',
      'Sustainability',
    ])
    expect(page?.values.items.every((value) => value.icon && value.description)).toBe(true)
  })
})

describe('careers page', () => {
  it('lists the three jobs with location, type, requirements and an apply link', async () => {
    const page = await queryEmbedded<CareersPageQueryResult>(careersPageQuery)
    expect(page?.title).toBe('Careers')
    const jobs = page?.positions.jobs ?? []
    expect(jobs.map((job) => [job.title, job.location, job.employmentType])).toEqual([
      ['Senior AI Engineer', 'Remote', 'Full-time'],
      ['Product Designer', 'San Francisco, CA', 'Full-time'],
      ['Customer Success Manager', 'New York, NY', 'Full-time'],
    ])
    expect(jobs.map((job) => job.requirements[0])).toEqual([
      expect.stringContaining('5+ years'),
      expect.stringContaining('3+ years of product design'),
      expect.stringContaining('3+ years in customer success'),
    ])
    for (const job of jobs) expect(job.applyHref).toMatch(/^(mailto:\S+|https:\/\/\S+)$/)
  })

  it('has the benefit cards and the labels for each job', async () => {
    const page = await queryEmbedded<CareersPageQueryResult>(careersPageQuery)
    expect(page?.benefits.items.map((benefit) => benefit.title)).toEqual(
      expect.arrayContaining(['Unlimited PTO', '401(k) Matching']),
    )
    expect(page?.labels.applyLabel).toBe('Apply Now')
    expect(page?.labels.applyAriaLabel).toContain('{job}')
    expect(page?.labels.requirementsHeading).toBeTruthy()
    expect(page?.positions.emptyText).toBeTruthy()
  })
})
