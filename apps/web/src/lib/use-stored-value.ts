import { useSyncExternalStore } from 'react'
import type { StorageItem } from './storage'

/** The current value of a storage item; re-renders when it changes in this tab or another. */
export function useStoredValue<T>(item: StorageItem<T>): T | null {
  return useSyncExternalStore(item.subscribe, item.get, () => null)
}
