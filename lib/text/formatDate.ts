const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/**
 * "2025-04-08" (or a full ISO timestamp) → "April 8, 2025". A calendar date, so read and shown in UTC: no day
 * shift by time zone.
 */
export function formatDate(date: string): string {
  return longDate.format(new Date(`${date.slice(0, 10)}T00:00:00Z`))
}
