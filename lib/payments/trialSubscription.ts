import 'server-only'
import type Stripe from 'stripe'

/** The site's free trial: a subscription POST /api/trial created (./trial.ts), running, ended or become a plan. */
export const isTrialSubscription = (subscription: Pick<Stripe.Subscription, 'metadata'>) =>
  subscription.metadata.trial === 'true'

/** The user's free trial if it is still running on Stripe (the only subscription a plan chosen now may change). */
export async function runningTrialOf(
  stripe: Stripe,
  userId: string,
  subscriptionId: string,
): Promise<Stripe.Subscription | null> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId)
  const running =
    isTrialSubscription(subscription) && subscription.metadata.userId === userId && subscription.status === 'trialing'
  return running ? subscription : null
}
