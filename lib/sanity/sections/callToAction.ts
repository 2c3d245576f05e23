export const callToActionSectionFields = /* groq */ `heading, body, primaryLink{ label, href }, secondaryLink{ label, href }, note`
