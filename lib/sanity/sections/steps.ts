export const stepsSectionFields = /* groq */ `heading, intro, steps[]{ _key, title, description, points }`
