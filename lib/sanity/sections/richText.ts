export const richTextSectionFields = /* groq */ `heading, body`
