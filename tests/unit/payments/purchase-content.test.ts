import { describe, expect, it } from 'vitest'
import { queryEmbedded } from '@/lib/sanity/embedded'
import type { PricingPageQueryResult, PurchaseConfirmationQueryResult } from '@/sanity/types'
import {
  planByLookupKeyQuery,
  pricingPageQuery,
  purchasablePlanQuery,
  purchaseConfirmationQuery,
} from '@/lib/sanity/content/pricing'

describe('content for buying a plan', () => {
  it('the pricing section carries the purchase messages the spec fixes, and never a lookup key', async () => {
    const page = await queryEmbedded<PricingPageQueryResult>(pricingPageQuery, {})
    expect(page?.section.purchaseMessages).toEqual({
      signInTitle: 'Sign In Required',
      signInText: 'Please sign in to make a purchase.',
      processing: 'Processing',
      errorTitle: 'Error',
      errorText: 'Failed to initiate payment. Please try again.',
      noUrlText: 'No checkout URL returned',
      alreadySubscribedText:
        'You already have an active plan. Opening billing management, where you can change or cancel it.',
    })
    expect(JSON.stringify(page)).not.toContain('_yearly')
  })

  it('the server-side plan lookup: Basic and Pro with lookup key and yearly price; not Enterprise or unknown keys', async () => {
    expect(await queryEmbedded(purchasablePlanQuery, { planKey: 'basic' })).toEqual({
      planKey: 'basic',
      title: 'Basic',
      stripeLookupKey: 'basic_yearly',
      annualPriceUsd: 2999,
    })
    expect(await queryEmbedded(purchasablePlanQuery, { planKey: 'pro' })).toMatchObject({
      stripeLookupKey: 'pro_yearly',
      annualPriceUsd: 4999,
    })
    expect(await queryEmbedded(purchasablePlanQuery, { planKey: 'enterprise' })).toBeNull()
    expect(await queryEmbedded(purchasablePlanQuery, { planKey: 'platinum' })).toBeNull()
  })

  it('names the plan of a Stripe price and has the confirmation texts', async () => {
    expect(await queryEmbedded(planByLookupKeyQuery, { lookupKey: 'pro_yearly' })).toEqual({
      planKey: 'pro',
      title: 'Pro',
    })
    const texts = await queryEmbedded<PurchaseConfirmationQueryResult>(purchaseConfirmationQuery, {})
    expect(texts?.planLabel).toContain('{plan}')
    expect(texts?.unconfirmed.heading).toBe('We Couldn’t Confirm Your Purchase')
  })
})
