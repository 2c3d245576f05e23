/**
 * Asks the server for the signed-in buyer's Stripe billing portal (POST /api/billing-portal; `paymentMethod`: only
 * its form to add a card) and goes there.
 * Resolves false when it could not be opened (signed out, no Stripe customer yet, Stripe unavailable), for the
 * caller to say so. A fetch rather than a form: the pages' `form-action 'self'` would block a form's redirect
 * to Stripe, while a navigation to the answered URL is allowed, as for checkout.
 */
export async function openBillingPortal({ paymentMethod = false }: { paymentMethod?: boolean } = {}): Promise<boolean> {
  try {
    const path = paymentMethod ? '/api/billing-portal?flow=payment-method' : '/api/billing-portal'
    const response = await fetch(path, { method: 'POST', credentials: 'same-origin' })
    const data: unknown = response.ok ? await response.json() : null
    const url = data && typeof data === 'object' && 'url' in data && typeof data.url === 'string' ? data.url : null
    if (!url || !/^https?:\/\//.test(url)) return false
    window.location.assign(url)
    return true
  } catch {
    return false
  }
}
