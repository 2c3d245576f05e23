/**
 * The statistics of an A/B experiment's results (docs/experiments.md, "The statistics"): each variant against the
 * control, its lift with an always-valid 95 % interval, a call only when that interval excludes zero, and a check that
 * the visitors were split as the experiment said. Pure and deterministic: the same counts always give the same
 * figures, so frozen results read the same every time they are shown.
 *
 * The interval is an asymptotic confidence sequence (Waudby-Smith, Arbour, Sinha, Kennedy and Ramdas, "Time-uniform
 * central limit theory and asymptotic confidence sequences", Annals of Statistics 2024, eq. 9), the method of
 * GrowthBook's sequential engine: it holds at every look at once, so looking every day does not inflate the chance
 * of a false call, which a fixed-sample interval looked at daily does (to over 40 % in eight weeks: the simulation
 * in ./simulation.ts, `npm run experiments:simulate`). The level is split between the variants compared with the
 * control (Bonferroni), so the chance of any false call stays at 5 % however many there are.
 *
 * Hand-written on purpose: the Studio's results view imports this module, so a numeric library would ship in the
 * Studio's bundle for a few formulas, each tested against independently computed values
 * (docs/architecture.md#libraries-and-what-stays-hand-written).
 */

/** What Plausible counted for one variant (./plausibleStats.ts). */
export type VariantCounts = {
  variantId: string
  label: string
  /** Browsers enrolled in the variant, each counted once however often it came back. */
  visitors: number
  /** Of those, the browsers that reached the goal after enrolling, each counted once. */
  conversions: number
  /** The variant's share of visitors (whole percent) as the experiment ran; absent from results frozen before. */
  share?: number
}

export type Interval = { low: number; high: number }

export type VariantResult = VariantCounts & {
  /** conversions / visitors; null without visitors. */
  rate: number | null
}

/** One variant against the control. */
export type Comparison = {
  variantId: string
  label: string
  /** Its conversion rate minus the control's, as a proportion (0.012: 1.2 points); null without visitors in either. */
  difference: number | null
  /** The difference relative to the control's rate (0.25: 25 % more); null while the control converted nobody. */
  relativeLift: number | null
  /** The always-valid interval of the difference; null without visitors in either. */
  interval: Interval | null
  /** What may be concluded: it converts better or worse than the control, or nothing yet. */
  call: 'better' | 'worse' | 'none'
}

export type Verdict =
  /** Too few visitors or conversions for any conclusion: what is missing. */
  | { kind: 'notEnoughData'; noConversions: boolean; unseen: string[] }
  /** The visitors were not split as the shares say: nothing is to be concluded until that is explained. */
  | { kind: 'sampleRatioMismatch'; pValue: number }
  /** One variant or more converts better or worse than the control (labels). */
  | { kind: 'called'; better: string[]; worse: string[] }
  /** No call allowed yet; about how many more visitors in all one would likely take, if the differences hold. */
  | { kind: 'noCallYet'; moreVisitors: number | null }

export type ExperimentResults = {
  variants: VariantResult[]
  /** Every variant but the control (the first), against it. */
  comparisons: Comparison[]
  /** The sample-ratio check; null when the shares are unknown or the counts too small for it. */
  sampleRatio: { pValue: number; mismatch: boolean } | null
  verdict: Verdict
}

/**
 * Below these, the verdict is "not enough data" whatever the intervals say: the interval rests on the normal
 * approximation, which needs a few conversions per variant to hold.
 */
export const MIN_VISITORS_PER_VARIANT = 100
export const MIN_CONVERSIONS_IN_ALL = 20
/** The chance of any false call over the whole experiment, however often it is looked at. */
export const FALSE_CALL_RATE = 0.05
/**
 * Where the interval is tightest: around this many visitors in the two variants compared (GrowthBook's default). It
 * only trades width early for width late; the 5 % holds whatever it is.
 */
export const SEQUENTIAL_TUNING_VISITORS = 5000
/** The sample-ratio check warns below this p-value: a split this far off happens by chance once in a thousand. */
export const SAMPLE_RATIO_P_VALUE = 0.001
/** Expected counts per variant below which the χ² test of the split is not trusted. */
const MIN_EXPECTED_FOR_SAMPLE_RATIO = 5
/** Beyond this many visitors, "how many more" is not worth saying: the difference is too small to chase. */
const MOST_VISITORS_WORTH_ESTIMATING = 10_000_000

function assertCounts({ label, visitors, conversions, share }: VariantCounts) {
  if (!Number.isInteger(visitors) || !Number.isInteger(conversions) || visitors < 0 || conversions < 0)
    throw new RangeError(`the counts of “${label}” are not whole numbers of 0 or more (${conversions} of ${visitors})`)
  if (conversions > visitors)
    throw new RangeError(`“${label}” has more conversions than enrolled visitors (${conversions} of ${visitors})`)
  if (share !== undefined && !(Number.isFinite(share) && share >= 0))
    throw new RangeError(`the share of “${label}” is not a percentage (${share})`)
}

/** The mixing parameter ρ of the confidence sequence that makes it tightest at `tuning` observations. */
function mixing(alpha: number, tuning: number): number {
  const logAlpha = Math.log(alpha)
  return Math.sqrt((-2 * logAlpha + Math.log(-2 * logAlpha + 1)) / tuning)
}

/**
 * The half-width of the two-sided always-valid (1 − α) interval after `n` observations of per-observation variance
 * `variance` (Waudby-Smith et al., eq. 9). It shrinks as n grows.
 */
export function sequentialHalfWidth(
  variance: number,
  n: number,
  alpha: number,
  tuning = SEQUENTIAL_TUNING_VISITORS,
): number {
  const rho = mixing(alpha, tuning)
  const spread = n * rho * rho + 1
  return Math.sqrt(variance) * Math.sqrt((2 * spread * Math.log(Math.sqrt(spread) / alpha)) / (n * rho) ** 2)
}

/**
 * A rate's variance as the interval uses it: from (conversions + 1) / (visitors + 2) rather than the raw rate, so
 * that a variant with no conversion yet (or all) does not count as certain.
 */
const smoothedVariance = ({ visitors, conversions }: VariantCounts) => {
  const rate = (conversions + 1) / (visitors + 2)
  return (rate * (1 - rate)) / visitors
}

function compare(control: VariantCounts, variant: VariantCounts, alpha: number): Comparison & { perVisitor: number } {
  const { variantId, label } = variant
  if (control.visitors === 0 || variant.visitors === 0)
    return { variantId, label, difference: null, relativeLift: null, interval: null, call: 'none', perVisitor: 0 }
  const controlRate = control.conversions / control.visitors
  const difference = variant.conversions / variant.visitors - controlRate
  const n = control.visitors + variant.visitors
  // The variance of one observation, as the sequence takes it: the difference's variance times the observations.
  const perVisitor = (smoothedVariance(control) + smoothedVariance(variant)) * n
  const halfWidth = sequentialHalfWidth(perVisitor, n, alpha)
  const interval = { low: difference - halfWidth, high: difference + halfWidth }
  return {
    variantId,
    label,
    difference,
    relativeLift: controlRate > 0 ? difference / controlRate : null,
    interval,
    call: interval.low > 0 ? 'better' : interval.high < 0 ? 'worse' : 'none',
    perVisitor,
  }
}

/**
 * About how many visitors in the two variants compared the interval would need to exclude zero, if the difference
 * and the variance stayed as seen; null when it would not within MOST_VISITORS_WORTH_ESTIMATING.
 */
function visitorsForCall(difference: number, perVisitor: number, alpha: number, from: number): number | null {
  const gap = Math.abs(difference)
  if (gap === 0 || sequentialHalfWidth(perVisitor, MOST_VISITORS_WORTH_ESTIMATING, alpha) >= gap) return null
  let [low, high] = [from, MOST_VISITORS_WORTH_ESTIMATING]
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (sequentialHalfWidth(perVisitor, middle, alpha) < gap) high = middle
    else low = middle
  }
  return high
}

// ln Γ(x), Lanczos approximation (g = 7, n = 9): relative error below 1e-15 for x > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
]
function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const shifted = x - 1
  let sum = LANCZOS[0]
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i] / (shifted + i)
  const t = shifted + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum)
}

/**
 * The regularized upper incomplete gamma function Q(a, x): its series below a + 1, its continued fraction (modified
 * Lentz) above (Numerical Recipes, 3rd ed., 6.2).
 */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a))
  if (x < a + 1) {
    let term = 1 / a
    let sum = term
    for (let n = 1; n < 100_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n)
      sum += term
    }
    return Math.max(0, 1 - front * sum)
  }
  const tiny = 1e-300
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let result = d
  for (let i = 1; i < 100_000; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    d = 1 / (Math.abs(d) < tiny ? tiny : d)
    c = b + an / c
    c = Math.abs(c) < tiny ? tiny : c
    const step = d * c
    result *= step
    if (Math.abs(step - 1) < 1e-16) break
  }
  return Math.min(1, front * result)
}

/** The chance that a χ² variable with `degrees` degrees of freedom exceeds `statistic`. */
export const chiSquareSurvival = (statistic: number, degrees: number) => upperGamma(degrees / 2, statistic / 2)

/**
 * Pearson's χ² test of the enrolments against the shares: the chance of a split at least this far off if visitors
 * were really assigned by the shares. Null when a share is unknown or an expected count is under 5. A variant with a
 * share of 0 that got visitors is a mismatch outright.
 */
export function sampleRatioPValue(variants: readonly VariantCounts[]): number | null {
  if (variants.some((variant) => variant.share === undefined)) return null
  const total = variants.reduce((sum, variant) => sum + variant.visitors, 0)
  const shareTotal = variants.reduce((sum, variant) => sum + (variant.share ?? 0), 0)
  if (total === 0 || shareTotal === 0) return null
  if (variants.some((variant) => !variant.share && variant.visitors > 0)) return 0
  const offered = variants.filter((variant) => (variant.share ?? 0) > 0)
  const expected = offered.map((variant) => (total * (variant.share ?? 0)) / shareTotal)
  if (offered.length < 2 || expected.some((count) => count < MIN_EXPECTED_FOR_SAMPLE_RATIO)) return null
  const statistic = offered.reduce((sum, variant, i) => sum + (variant.visitors - expected[i]) ** 2 / expected[i], 0)
  return chiSquareSurvival(statistic, offered.length - 1)
}

/**
 * Every figure the results view shows, and the verdict, from what Plausible counted per variant (the first is the
 * control). Throws a RangeError, in words for the view, on counts that cannot be.
 */
export function analyseExperiment(counts: readonly VariantCounts[]): ExperimentResults {
  if (counts.length < 2) throw new RangeError('an experiment has at least two variants')
  counts.forEach(assertCounts)
  const [control, ...others] = counts
  const alpha = FALSE_CALL_RATE / others.length
  const compared = others.map((variant) => compare(control, variant, alpha))
  const pValue = sampleRatioPValue(counts)
  const sampleRatio = pValue === null ? null : { pValue, mismatch: pValue < SAMPLE_RATIO_P_VALUE }
  return {
    variants: counts.map((variant) => ({
      ...variant,
      rate: variant.visitors === 0 ? null : variant.conversions / variant.visitors,
    })),
    comparisons: compared.map(({ perVisitor: _, ...comparison }) => comparison),
    sampleRatio,
    verdict: verdictOf(counts, compared, sampleRatio, alpha),
  }
}

function verdictOf(
  counts: readonly VariantCounts[],
  compared: readonly (Comparison & { perVisitor: number })[],
  sampleRatio: ExperimentResults['sampleRatio'],
  alpha: number,
): Verdict {
  if (sampleRatio?.mismatch) return { kind: 'sampleRatioMismatch', pValue: sampleRatio.pValue }
  const conversions = counts.reduce((sum, variant) => sum + variant.conversions, 0)
  if (counts.some((variant) => variant.visitors < MIN_VISITORS_PER_VARIANT) || conversions < MIN_CONVERSIONS_IN_ALL)
    return {
      kind: 'notEnoughData',
      noConversions: conversions === 0,
      unseen: counts.filter((variant) => variant.visitors === 0).map((variant) => variant.label),
    }
  const labelsCalled = (call: Comparison['call']) =>
    compared.filter((comparison) => comparison.call === call).map((comparison) => comparison.label)
  const [better, worse] = [labelsCalled('better'), labelsCalled('worse')]
  if (better.length || worse.length) return { kind: 'called', better, worse }
  // The soonest call any variant could get, scaled from its pair to the whole experiment.
  const total = counts.reduce((sum, variant) => sum + variant.visitors, 0)
  const [control] = counts
  const needed = compared.flatMap((comparison, i) => {
    const pair = control.visitors + counts[i + 1].visitors
    const forPair =
      comparison.difference === null ? null : visitorsForCall(comparison.difference, comparison.perVisitor, alpha, pair)
    return forPair === null ? [] : [Math.ceil((forPair * total) / pair) - total]
  })
  return { kind: 'noCallYet', moreVisitors: needed.length ? Math.max(1, Math.min(...needed)) : null }
}
