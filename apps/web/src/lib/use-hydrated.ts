import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while the page renders as it was prerendered (at build time, and while the browser
 * hydrates that HTML), true afterwards and in a page rendered in the browser from the start. What
 * only the browser knows (the query string, the history entry's state) waits for it, so hydration
 * matches the prerendered HTML (decision 048).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
