export const faqSectionFields = /* groq */ `heading, intro, "questions": questions[]->{ _id, question, answer }`
