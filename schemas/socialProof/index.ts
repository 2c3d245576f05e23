import { caseStudiesPage } from './caseStudiesPage'
import { caseStudy } from './caseStudy'
import { testimonial } from './testimonial'
import { testimonialsPage } from './testimonialsPage'

export const socialProofTypes = [testimonialsPage, testimonial, caseStudiesPage, caseStudy]
