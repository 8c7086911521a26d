import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { StorageItem } from './storage'

/** Re-renders when it changes in this tab or another. */
export function useStoredValue<T>(item: StorageItem<T>): T | null {
  return useSyncExternalStore(item.subscribe, item.get, () => null)
}

const noSubscription = () => () => {}

export interface StorageReadiness {
  status: 'ready' | 'loading' | 'failed'
  retry: () => void
}

/** A screen that reads, changes and writes a record waits for this, so nothing stored is overwritten unread (docs/decisions/046). */
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
