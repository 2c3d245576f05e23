'use client'

import { useState } from 'react'
import { BusyButton } from '@/components/ui/BusyButton'
import { openBillingPortal } from '@/components/pricing/openBillingPortal'

/** "Manage billing": opens the buyer's Stripe billing portal, or says (from content) that it cannot be opened. */
export function BillingButton({
  label,
  unavailableText,
  className,
  paymentMethod = false,
}: {
  label: string
  unavailableText: string
  className: string
  /** Only the portal's form for adding a card ("Add a payment method" during the free trial). */
  paymentMethod?: boolean
}) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  async function open() {
    setBusy(true)
    setFailed(false)
    if (!(await openBillingPortal({ paymentMethod }))) {
      setFailed(true)
      setBusy(false)
    }
  }

  return (
    <>
      <BusyButton type="button" onClick={open} busy={busy} className={className}>
        {label}
      </BusyButton>
      <p role="alert" className="text-sm font-medium text-red-400 empty:hidden">
        {failed ? unavailableText : ''}
      </p>
    </>
  )
}
