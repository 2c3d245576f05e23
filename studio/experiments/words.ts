import {
  FALSE_CALL_RATE,
  MIN_CONVERSIONS_IN_ALL,
  MIN_VISITORS_PER_VARIANT,
  type Comparison,
  type Interval,
  type Verdict,
} from '@/lib/experiments/statistics'
import type { FrozenResults } from './results'

/** How the Results view writes its figures and verdict (studio/experiments/ResultsView.tsx). */

const LOCALE = 'en-GB'

export const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)} %`

export const count = (value: number) => value.toLocaleString(LOCALE)

/** A signed number with a true minus sign: "+1.2", "−0.4", "0.0". */
function signed(value: number, digits: number): string {
  const rounded = value.toFixed(digits)
  if (Number(rounded) === 0) return (0).toFixed(digits)
  return value > 0 ? `+${rounded}` : `−${rounded.slice(1)}`
}

/** A difference of two rates in percentage points: "+1.2 points". */
export const points = (difference: number) => `${signed(difference * 100, 1)} points`

/** A variant's lift over the control: in points, and relative when the control converted anyone. */
export function liftInWords({ difference, relativeLift }: Comparison): string {
  if (difference === null) return '–'
  return relativeLift === null ? points(difference) : `${points(difference)} (${signed(relativeLift * 100, 0)} %)`
}

export const intervalInWords = (interval: Interval | null) =>
  interval ? `${signed(interval.low * 100, 1)} to ${signed(interval.high * 100, 1)} points` : '–'

export function callInWords(call: Comparison['call']): string {
  if (call === 'better') return 'Better than the control'
  if (call === 'worse') return 'Worse than the control'
  return 'No call yet'
}

/** A list of labels as read out: "B", "B and C", "B, C and D". */
const listed = (labels: readonly string[]) =>
  labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`

/** The verdict in sentences a marketer acts on: the first is the conclusion, the others what it rests on. */
export function verdictInWords(verdict: Verdict): string[] {
  switch (verdict.kind) {
    case 'sampleRatioMismatch':
      return [
        'Do not trust these results yet: the visitors were not split as the shares say.',
        `A split this far off happens by chance less than once in a thousand experiments (p = ${verdict.pValue.toPrecision(2)}). Something is showing one variant more than it should, or losing the visits of one: a cache, a redirect, a link that skips the page. Find and fix it, then start a new experiment.`,
      ]
    case 'notEnoughData':
      return [
        `Not enough data yet: each variant needs ${count(MIN_VISITORS_PER_VARIANT)} enrolled visitors and the experiment ${MIN_CONVERSIONS_IN_ALL} conversions in all. Early figures swing with every visitor: draw no conclusion from them.`,
        ...(verdict.noConversions ? ['Nobody has reached the goal in any variant yet.'] : []),
        ...(verdict.unseen.length
          ? [`Plausible has counted no enrolled visitor for ${listed(verdict.unseen.map((label) => `“${label}”`))}.`]
          : []),
      ]
    case 'called': {
      const { better, worse } = verdict
      return [
        ...(better.length
          ? [
              `${listed(better)} ${better.length > 1 ? 'convert' : 'converts'} better than the control.`,
              better.length > 1
                ? 'Each is better than the control; this does not tell which of them is best.'
                : `You may choose ${better[0]} as the winner.`,
            ]
          : []),
        ...(worse.length
          ? [`${listed(worse)} ${worse.length > 1 ? 'convert' : 'converts'} worse than the control.`]
          : []),
        `The chance that a call like this is wrong is under ${percent(FALSE_CALL_RATE, 0)}, however often you have looked.`,
      ]
    }
    case 'noCallYet':
      return [
        'No call yet: no variant converts measurably better or worse than the control.',
        verdict.moreVisitors === null
          ? 'The variants convert about alike so far; more visitors are unlikely to tell them apart soon.'
          : `If the differences stay as they are, about ${count(roundForWords(verdict.moreVisitors))} more enrolled visitors would settle it.`,
      ]
  }
}

/** An estimate rounded to what it is worth: two significant figures. */
const roundForWords = (value: number) => {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1)
  return Math.ceil(value / magnitude) * magnitude
}

export const dateInWords = (iso: string) =>
  new Date(iso).toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'

/**
 * What frozen results are labelled with: the goal and the period they measured, as they kept them; results frozen
 * before they kept them fall back to the experiment's goal (`goal`), locked since it started. Results frozen before
 * each browser was counted once say so.
 */
export function frozenInWords(frozen: Partial<FrozenResults>, goal?: string): { goal?: string; footnote: string } {
  const counted =
    frozen.from && frozen.to ? `Counted from ${dateInWords(frozen.from)} to ${dateInWords(frozen.to)}, ` : ''
  const stopped = `${counted ? 'frozen' : 'Frozen'} when the experiment stopped${frozen.frozenAt ? `, ${dateInWords(frozen.frozenAt)}` : ''}`
  const unit =
    frozen.counted === 'browsers'
      ? ''
      : ' They were counted as Plausible’s daily visitors, before each browser was counted once: a person who came back on several days counts several times.'
  return { goal: frozen.goal ?? goal, footnote: `${counted}${stopped}: these figures no longer change.${unit}` }
}
