'use client'

import { useSyncExternalStore, type ComponentType, type ReactElement } from 'react'

/** The toaster, once mounted: an element made once, so every render of the slot shows the same one. */
let toaster: ReactElement | null = null
const listeners = new Set<() => void>()

/** Puts the toaster in the slot; from then on it stays for the rest of the visit. */
export function mountToaster(Toaster: ComponentType) {
  if (toaster) return
  toaster = <Toaster />
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Where notifications appear, mounted once by the site layout. It stays empty (and the toast library is not
 * downloaded) until the first toast (`loadToast`); the toaster then stays across route changes, so a toast
 * raised just before navigating (e.g. "sign in first") is still seen.
 */
export function ToasterSlot() {
  return useSyncExternalStore(
    subscribe,
    () => toaster,
    () => null,
  )
}
