import type { z } from 'zod/mini'

/**
 * Typed access to one `localStorage` key. Values are JSON, parsed with a zod schema on read, so a
 * stale or hand-edited entry reads as `null` instead of breaking the screen. Subscribers hear about
 * writes from this tab and (through the `storage` event) from other tabs.
 */
export interface StorageItem<T> {
  readonly key: string
  get(): T | null
  set(value: T): void
  remove(): void
  subscribe(listener: () => void): () => void
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage can be disabled (private mode, blocked cookies); the app then keeps nothing.
    return null
  }
}

export function createStorageItem<Schema extends z.ZodMiniType>(
  key: string,
  schema: Schema,
): StorageItem<z.output<Schema>> {
  type Value = z.output<Schema>
  const listeners = new Set<() => void>()
  // Snapshot cache: the same raw text gives the same object, as useSyncExternalStore requires.
  let cachedRaw: string | null = null
  let cachedValue: Value | null = null

  const notify = () => {
    for (const listener of listeners) listener()
  }

  const read = (): Value | null => {
    const raw = safeStorage()?.getItem(key) ?? null
    if (raw === cachedRaw) return cachedValue
    cachedRaw = raw
    cachedValue = null
    if (raw !== null) {
      try {
        const parsed = schema.safeParse(JSON.parse(raw))
        cachedValue = parsed.success ? parsed.data : null
      } catch {
        cachedValue = null
      }
    }
    return cachedValue
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) notify()
  }

  return {
    key,
    get: read,
    set(value) {
      try {
        safeStorage()?.setItem(key, JSON.stringify(value))
      } catch {
        // Quota exceeded or storage disabled: keeping the value is best effort.
      }
      notify()
    },
    remove() {
      safeStorage()?.removeItem(key)
      notify()
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
      }
    },
  }
}
