/**
 * Asks the server for the signed-in buyer's Stripe billing portal (POST /api/billing-portal) and goes there.
 * Resolves false when it could not be opened (signed out, no Stripe customer yet, Stripe unavailable), for the
 * caller to say so. A fetch rather than a form: the pages' `form-action 'self'` would block a form's redirect
 * to Stripe, while a navigation to the answered URL is allowed, as for checkout.
 */
export async function openBillingPortal(): Promise<boolean> {
  try {
    const response = await fetch('/api/billing-portal', { method: 'POST', credentials: 'same-origin' })
    const data: unknown = response.ok ? await response.json() : null
    const url = data && typeof data === 'object' && 'url' in data && typeof data.url === 'string' ? data.url : null
    if (!url || !/^https?:\/\//.test(url)) return false
    window.location.assign(url)
    return true
  } catch {
    return false
  }
}
