import { imageFields } from '@/lib/images/projection'

export const logoStripSectionFields = /* groq */ `heading, logos[]{ _key, ${imageFields} }`
