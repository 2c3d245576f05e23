import { imageFields } from '@/lib/images/projection'

export const heroSectionFields = /* groq */ `eyebrow, heading, highlight, text, buttons[]{ _key, label, href }, stats[]{ _key, value, label }, image{ ${imageFields} }`
