export const statisticsSectionFields = /* groq */ `heading, intro, stats[]{ _key, value, label }`
