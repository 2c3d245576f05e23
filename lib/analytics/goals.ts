/**
 * The moments the business counts in Plausible, as goal names. Create a custom-event goal with exactly
 * this name in Plausible (Site settings → Goals) for each one, or its events are recorded but not shown.
 *
 * - `getStarted`: a visitor pressed Get Started, in the header or the hero. Sent for any element marked
 *   `data-goal={GOALS.getStarted}` by the analytics island's click listener.
 * - `contactMessageSent`: the contact form's message was received (components/contact/ContactForm.tsx).
 * - `checkoutStarted`: the server answered a Stripe Checkout address and the buyer is on the way there
 *   (components/pricing/PurchaseButton.tsx), with the plan key as the `plan` property.
 * - `purchase`: /payment-success confirmed a paid checkout of the signed-in buyer (components/account/PurchaseGoal.tsx,
 *   once per page load), with the plan key as the `plan` property.
 * - `signupCompleted`: a new account was completed on /auth (components/auth/useAuthForm.ts).
 * - `trialStarted`: the server started the visitor's free trial (components/trial/TrialStarter.tsx; not again for a
 *   reload or a second tab that gets the same trial back), with the tried plan's key as the `plan` property.
 *
 * Goals the server sends (a free trial's conversion) are SERVER_GOALS in ./serverGoal.ts, kept out of the pages'
 * JavaScript.
 */
export const GOALS = {
  getStarted: 'Get Started',
  checkoutStarted: 'Checkout Started',
  purchase: 'Purchase',
  signupCompleted: 'Signup Completed',
  trialStarted: 'Trial Started',
  contactMessageSent: 'Contact Message Sent',
} as const

export type Goal = (typeof GOALS)[keyof typeof GOALS]

/** The attribute that makes a link or button send a goal when pressed, e.g. `data-goal={GOALS.getStarted}`. */
export const GOAL_ATTRIBUTE = 'data-goal'
