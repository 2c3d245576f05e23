/**
 * The statistics of an A/B experiment's results (docs/experiments.md, "The statistics"): per variant, its conversion
 * rate with a 95 % Wilson score interval, the chance it is the best variant, and a verdict. Pure and deterministic:
 * the same counts always give the same figures, so frozen results read the same every time they are shown.
 *
 * The model: each variant's true conversion rate has a Beta(1 + conversions, 1 + visitors − conversions) posterior
 * (a uniform prior updated by what was seen). The chance that variant i is best is
 *   P(i best) = ∫ f_i(x) · Π_{j≠i} F_j(x) dx
 * (f the posterior density, F its distribution function): one integral over [0, 1] whatever the number of variants,
 * computed numerically (Simpson's rule over the part of [0, 1] where f_i has its mass), no random draws.
 */

/** What Plausible counted for one variant: unique visitors shown it, and how many of them reached the goal. */
export type VariantCounts = { variantId: string; label: string; visitors: number; conversions: number }

export type Interval = { low: number; high: number }

export type VariantResult = VariantCounts & {
  /** conversions / visitors; null without visitors. */
  rate: number | null
  /** The 95 % Wilson score interval of the rate; null without visitors. */
  interval: Interval | null
  /** The chance (0 to 1) that this variant's true rate is the highest. */
  chanceBest: number
}

export type Verdict =
  | { kind: 'notEnoughData' }
  | { kind: 'ahead'; variantId: string; label: string; chanceBest: number }
  | { kind: 'noClearWinner' }

export type ExperimentResults = { variants: VariantResult[]; verdict: Verdict }

/**
 * Below these, the verdict is "not enough data yet" whatever the chances say. With 100 visitors a variant's interval
 * is still ±10 points wide at a 50 % rate; with fewer than 20 conversions in all, one more conversion moves the chance
 * to be best by tens of points. Both must hold.
 */
export const MIN_VISITORS_PER_VARIANT = 100
export const MIN_CONVERSIONS_IN_ALL = 20
/** A variant is "ahead" once its chance to be best reaches this. */
export const CHANCE_TO_CALL_AHEAD = 0.95

/** The two-sided 95 % quantile of the standard normal distribution. */
const Z_95 = 1.959963984540054

function assertCounts({ variantId, visitors, conversions }: VariantCounts) {
  if (!Number.isInteger(visitors) || !Number.isInteger(conversions) || conversions < 0 || conversions > visitors)
    throw new RangeError(
      `Variant ${variantId}: visitors and conversions must be whole numbers with 0 ≤ conversions ≤ visitors (got ${conversions}/${visitors})`,
    )
}

/** The Wilson score interval of a proportion (Wilson 1927; Newcombe 1998, method 3): inside [0, 1], sound near 0. */
export function wilsonInterval(conversions: number, visitors: number, z = Z_95): Interval {
  if (visitors === 0) throw new RangeError('No interval without visitors')
  const p = conversions / visitors
  const z2n = (z * z) / visitors
  const centre = (p + z2n / 2) / (1 + z2n)
  const halfWidth = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / visitors + z2n / (4 * visitors))
  return { low: Math.max(0, centre - halfWidth), high: Math.min(1, centre + halfWidth) }
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

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b)

/** The continued fraction of the incomplete beta function (modified Lentz), converging for x < (a + 1) / (a + b + 2). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300
  let c = 1
  let d = 1 - ((a + b) * x) / (a + 1)
  d = 1 / (Math.abs(d) < tiny ? tiny : d)
  let result = d
  for (let m = 1; m <= 100_000; m++) {
    const m2 = 2 * m
    const even = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2))
    d = 1 + even * d
    c = 1 + even / c
    d = 1 / (Math.abs(d) < tiny ? tiny : d)
    c = Math.abs(c) < tiny ? tiny : c
    result *= d * c
    const odd = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))
    d = 1 + odd * d
    c = 1 + odd / c
    d = 1 / (Math.abs(d) < tiny ? tiny : d)
    c = Math.abs(c) < tiny ? tiny : c
    const step = d * c
    result *= step
    if (Math.abs(step - 1) < 1e-15) return result
  }
  return result
}

type Posterior = { a: number; b: number; logNorm: number }

const posteriorOf = ({ visitors, conversions }: VariantCounts): Posterior => {
  const a = 1 + conversions
  const b = 1 + visitors - conversions
  return { a, b, logNorm: logBeta(a, b) }
}

function density({ a, b, logNorm }: Posterior, x: number): number {
  if (x <= 0) return a === 1 ? Math.exp(-logNorm) : 0
  if (x >= 1) return b === 1 ? Math.exp(-logNorm) : 0
  return Math.exp((a - 1) * Math.log(x) + (b - 1) * Math.log(1 - x) - logNorm)
}

/** The posterior's distribution function: the regularized incomplete beta function I_x(a, b). */
function distribution({ a, b, logNorm }: Posterior, x: number): number {
  if (x <= 0) return 0
  if (x >= 1) return 1
  const front = Math.exp(a * Math.log(x) + b * Math.log(1 - x) - logNorm)
  return x < (a + 1) / (a + b + 2)
    ? (front * betaContinuedFraction(x, a, b)) / a
    : 1 - (front * betaContinuedFraction(1 - x, b, a)) / b
}

/**
 * Where a posterior has its mass: 40 standard deviations either side of its mean, within [0, 1]. A skewed posterior
 * (few conversions) has an exponential tail, about e^-k beyond k deviations: 12 would still leave 1e-6 out.
 */
function support({ a, b }: Posterior): [number, number] {
  const mean = a / (a + b)
  const sd = Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)))
  return [Math.max(0, mean - 40 * sd), Math.min(1, mean + 40 * sd)]
}

/** Simpson intervals per integral: a step of 1/100 of a standard deviation. */
const SIMPSON_INTERVALS = 8000

/**
 * The chance that each variant's true conversion rate is the highest, in the order given (they sum to 1). Exact up to
 * the numerical integration (within 1e-8 of the reference values in the tests), for any number of variants.
 */
export function chanceToBeBest(variants: readonly VariantCounts[]): number[] {
  variants.forEach(assertCounts)
  const posteriors = variants.map(posteriorOf)
  return posteriors.map((own, i) => {
    const [from, to] = support(own)
    const step = (to - from) / SIMPSON_INTERVALS
    let sum = 0
    for (let k = 0; k <= SIMPSON_INTERVALS; k++) {
      const x = from + k * step
      let value = density(own, x)
      for (let j = 0; j < posteriors.length && value > 0; j++) if (j !== i) value *= distribution(posteriors[j], x)
      sum += value * (k === 0 || k === SIMPSON_INTERVALS ? 1 : k % 2 === 1 ? 4 : 2)
    }
    return Math.min(1, Math.max(0, (sum * step) / 3))
  })
}

/** Every figure the results view shows, and the verdict, from what Plausible counted per variant. */
export function analyseExperiment(counts: readonly VariantCounts[]): ExperimentResults {
  if (counts.length < 2) throw new RangeError('An experiment has at least two variants')
  counts.forEach(assertCounts)
  const chances = chanceToBeBest(counts)
  const variants = counts.map((variant, index) => ({
    ...variant,
    rate: variant.visitors === 0 ? null : variant.conversions / variant.visitors,
    interval: variant.visitors === 0 ? null : wilsonInterval(variant.conversions, variant.visitors),
    chanceBest: chances[index],
  }))
  return { variants, verdict: verdictOf(variants) }
}

function verdictOf(variants: readonly VariantResult[]): Verdict {
  const enough =
    variants.every((variant) => variant.visitors >= MIN_VISITORS_PER_VARIANT) &&
    variants.reduce((sum, variant) => sum + variant.conversions, 0) >= MIN_CONVERSIONS_IN_ALL
  if (!enough) return { kind: 'notEnoughData' }
  const leader = variants.reduce((best, variant) => (variant.chanceBest > best.chanceBest ? variant : best))
  return leader.chanceBest >= CHANCE_TO_CALL_AHEAD
    ? { kind: 'ahead', variantId: leader.variantId, label: leader.label, chanceBest: leader.chanceBest }
    : { kind: 'noClearWinner' }
}
