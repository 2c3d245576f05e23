/** The one rule for URL slugs: lowercase letters and digits, words joined by single hyphens ("cold-email-101"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** "Data Security & Encryption" → "data-security-encryption": a slug by SLUG_PATTERN, or "" for text without letters or digits. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
