/** Sanity settings shared by the site, the Studio and the CLI (public values only). */
export const apiVersion = '2025-10-01'
export const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || undefined
export const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET || 'production'
