import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** False in the server's HTML (and so for visitors without JavaScript), true once React runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
