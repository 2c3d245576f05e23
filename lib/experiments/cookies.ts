/**
 * The experiments' cookies (docs/experiments.md), without the code that writes them: the analytics tracker in the
 * browser reads the second.
 *
 * - `persistly-visitor`: a random id (no personal data), the only input of the assignment besides the experiment.
 * - `persistly-experiment`: "<experiment id>~<variant id>", the one experiment the visitor is in.
 */
export const VISITOR_COOKIE = 'persistly-visitor'
export const ENROLMENT_COOKIE = 'persistly-experiment'

export const enrolmentValue = (experimentId: string, variantId: string) => `${experimentId}~${variantId}`

export function parseEnrolment(value: string | undefined): { experimentId: string; variantId: string } | null {
  const at = value?.lastIndexOf('~') ?? -1
  return value && at > 0 ? { experimentId: value.slice(0, at), variantId: value.slice(at + 1) } : null
}

/**
 * The Plausible custom properties of the experiment the visitor is in, read from `document.cookie`'s text: `experiment`
 * (the experiment document's id) and `variant`; none when the visitor is in no experiment.
 */
export function experimentProperties(cookies: string): { experiment: string; variant: string } | Record<string, never> {
  const prefix = `${ENROLMENT_COOKIE}=`
  const raw = cookies
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length)
  const enrolment = parseEnrolment(raw && decodeURIComponent(raw))
  return enrolment ? { experiment: enrolment.experimentId, variant: enrolment.variantId } : {}
}
