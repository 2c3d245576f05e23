import {
  CHANCE_TO_CALL_AHEAD,
  MIN_CONVERSIONS_IN_ALL,
  MIN_VISITORS_PER_VARIANT,
  type Verdict,
} from '@/lib/experiments/statistics'
import type { FrozenResults } from './results'

/** How the Results view writes its figures and verdict (studio/experiments/ResultsView.tsx). */

export const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)} %`

/** A chance as marketers read it: whole percents, never a false certainty of 0 % or 100 %. */
export function chanceInWords(chance: number): string {
  if (chance > 0.99) return '> 99 %'
  if (chance < 0.01) return '< 1 %'
  return `${Math.floor(chance * 100)} %`
}

export function verdictInWords(verdict: Verdict): string {
  if (verdict.kind === 'ahead')
    return `${verdict.label} is ahead: ${chanceInWords(verdict.chanceBest)} chance it is best`
  if (verdict.kind === 'noClearWinner')
    return `No clear winner yet: no variant has a ${percent(CHANCE_TO_CALL_AHEAD, 0)} chance to be best`
  return `Not enough data yet: each variant needs ${MIN_VISITORS_PER_VARIANT} visitors and the experiment ${MIN_CONVERSIONS_IN_ALL} conversions in all`
}

export const dateInWords = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'

/**
 * What frozen results are labelled with: the goal and the period they measured, as they kept them; results frozen
 * before they kept them fall back to the experiment's goal (`goal`), locked since it started.
 */
export function frozenInWords(frozen: Partial<FrozenResults>, goal?: string): { goal?: string; footnote: string } {
  const counted =
    frozen.from && frozen.to ? `Counted from ${dateInWords(frozen.from)} to ${dateInWords(frozen.to)}, ` : ''
  const stopped = `${counted ? 'frozen' : 'Frozen'} when the experiment stopped${frozen.frozenAt ? `, ${dateInWords(frozen.frozenAt)}` : ''}`
  return { goal: frozen.goal ?? goal, footnote: `${counted}${stopped}: these figures no longer change.` }
}
