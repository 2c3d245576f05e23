/**
 * Which variant of an experiment a visitor sees: decided from the visitor's random id and the experiment's id alone,
 * so the same visitor gets the same variant on every request and on every instance (nothing to share through Redis).
 *
 * Weighted rendezvous hashing: each variant draws a number u in (0, 1) from hash(experiment, variant, visitor), scores
 * weight / -ln(u), and the highest score wins. Each variant wins with probability weight / total, and a change of
 * the split moves only the visitors it must: raising one variant's share (the others keeping their ratios) moves
 * visitors into that variant only, never between the others. Contiguous ranges of one hash would shift every
 * boundary after the changed one. (A variant with weight 0 never wins.)
 *
 * Hand-written on purpose: the bucketing libraries split one hash into such ranges; rendezvous hashing is what keeps a
 * change of split to the fewest visitors (docs/experiments.md#how-a-visitor-gets-a-variant).
 */
import { createHash } from 'node:crypto'

export type WeightedVariant = { variantId: string; weight: number }

/** A number in (0, 1) from the parts: 52 bits of their SHA-256, never 0 nor 1. */
function unitInterval(...parts: string[]): number {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest()
  const high = digest.readUInt32BE(0) >>> 12 // 20 bits
  const low = digest.readUInt32BE(4) // 32 bits
  return (high * 2 ** 32 + low + 0.5) / 2 ** 52
}

/** The variant `visitorId` sees in experiment `experimentId`; null when no variant has any weight. */
export function assignVariant(
  visitorId: string,
  experimentId: string,
  variants: readonly WeightedVariant[],
): string | null {
  let best: string | null = null
  let bestScore = 0
  for (const { variantId, weight } of variants) {
    if (!(weight > 0)) continue
    const score = weight / -Math.log(unitInterval(experimentId, variantId, visitorId))
    if (score > bestScore) {
      best = variantId
      bestScore = score
    }
  }
  return best
}
