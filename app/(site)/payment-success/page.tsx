import type { Metadata } from 'next'
import { PurchaseConfirmation } from '@/components/account/PurchaseConfirmation'
import { getPaymentSuccessPage } from '@/lib/sanity/content/account'
import { pageMetadata } from '@/lib/seo/metadata'

/** Where checkout returns the buyer. Kept out of search engines; checking the checkout session comes later. */
export async function generateMetadata(): Promise<Metadata> {
  const page = await getPaymentSuccessPage()
  return pageMetadata(page.seo, { title: page.heading, path: '/payment-success', indexable: false })
}

export default async function PaymentSuccessPage() {
  const page = await getPaymentSuccessPage()
  return <PurchaseConfirmation page={page} />
}
