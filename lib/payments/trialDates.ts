/** Whole days left of a trial ending at `end` (ISO), counting a started day, at `now`: 0 once it has passed. */
export function trialDaysLeft(end: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(end) - now) / 86_400_000))
}
