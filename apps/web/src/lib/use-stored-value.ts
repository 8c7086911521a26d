import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { StorageItem } from './storage'

/** The current value of a storage item; re-renders when it changes in this tab or another. */
export function useStoredValue<T>(item: StorageItem<T>): T | null {
  return useSyncExternalStore(item.subscribe, item.get, () => null)
}

const noSubscription = () => () => {}

export interface StorageReadiness {
  /** `ready` once the item can check what it reads; `failed` when its schema could not be downloaded. */
  status: 'ready' | 'loading' | 'failed'
  /** Asks for the schema again after a failure. */
  retry: () => void
}

/**
 * Whether `item` (none: nothing to wait for) can read yet (decision 046): a screen that reads a
 * record, changes it and writes it back waits for this, so that nothing stored is overwritten unread.
 */
export function useStorageReadiness(item: StorageItem<unknown> | null): StorageReadiness {
  const isReady = useSyncExternalStore(
    item?.subscribe ?? noSubscription,
    () => item?.isReady() ?? true,
    () => true,
  )
  const [hasFailed, setHasFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    if (!item || item.isReady()) return
    let isCurrent = true
    setHasFailed(false)
    item.ready().catch(() => {
      if (isCurrent) setHasFailed(true)
    })
    return () => {
      isCurrent = false
    }
  }, [item, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { status: isReady ? 'ready' : hasFailed ? 'failed' : 'loading', retry }
}
