/** Social networks the footer has an icon for, with their names as screen readers announce them. */
export const SOCIAL_PLATFORMS = {
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  youtube: 'YouTube',
  facebook: 'Facebook',
} as const
