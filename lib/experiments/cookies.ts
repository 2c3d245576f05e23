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
 * (the experiment document's id) and `variant`; none when the visitor is in no experiment. The proxy writes the value
 * unencoded (Sanity ids and variant ids need no escape), so it is matched as written: a value that is not one (set by
 * a sibling subdomain, say) gives none, where decoding it could throw in every page's analytics start. The name is
 * ENROLMENT_COOKIE's, written out: the pages' JavaScript gets a regular expression and no code to build it.
 */
export const experimentProperties = (cookies: string): Record<string, string> => {
  const [, experiment, variant] = /(?:^|; )persistly-experiment=([\w.-]+)~([\w-]+)(?:;|$)/.exec(cookies) ?? []
  return variant ? { experiment, variant } : {}
}
