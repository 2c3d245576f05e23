/** The goal the running experiment counts: the Plausible event its converting visitors send. */
export const RUNNING_EXPERIMENT_GOAL = 'Trial Started'

/**
 * An experiment document running for an hour, as the Studio's Start action leaves it: two variants ("Get Started"
 * and "Start Your Free Trial"), half the visitors each, counting trials started. Made under the test's own `id`, for
 * the Studio's Results tab to read.
 */
export function runningExperiment(id: string) {
  return {
    _id: id,
    _type: 'experiment',
    name: 'Hero button label',
    hypothesis: 'Naming the free trial on the button sells more trials.',
    goal: RUNNING_EXPERIMENT_GOAL,
    state: 'running',
    startedAt: new Date(Date.now() - 3_600_000).toISOString(),
    variants: [
      { _key: 'control', variantId: 'control', label: 'Get Started', weight: 50 },
      { _key: 'b', variantId: 'b', label: 'Start Your Free Trial', weight: 50 },
    ],
  }
}
