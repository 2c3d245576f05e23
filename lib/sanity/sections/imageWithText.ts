import { imageFields } from '@/lib/images/projection'

export const imageWithTextSectionFields = /* groq */ `heading, text, link{ label, href }, image{ ${imageFields} }, imagePosition`
