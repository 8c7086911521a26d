import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** What only the browser knows waits for this, so hydration matches the prerendered HTML (docs/decisions/048). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
