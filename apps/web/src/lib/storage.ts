import type { z } from 'zod/mini'

/**
 * Typed access to one `localStorage` key. Values are JSON, checked on read, so a stale or
 * hand-edited entry reads as `null` instead of breaking the screen. Subscribers hear about writes
 * from this tab and (through the `storage` event) from other tabs.
 */
export interface StorageItem<T> {
  readonly key: string
  /** The stored value; null when there is none, when it does not pass its check, or before the check has loaded. */
  get(): T | null
  set(value: T): void
  remove(): void
  subscribe(listener: () => void): () => void
  /** True once the item can check what it reads: at once for a guard, once its schema has arrived for a schema. */
  isReady(): boolean
  /** Resolves when the item is ready (its schema downloaded); a failed download is tried again on the next call. */
  ready(): Promise<void>
}

/**
 * How an item checks what it reads:
 * - a type guard, for a record of a field or two that the first render reads (who the guest is);
 * - a zod schema, in a module that has zod already (one loaded on demand);
 * - a zod schema that downloads with the others (decision 046): `current` gives it once it is
 *   here, `load` brings it. Until then the item reads null and is not ready, and whatever reads,
 *   changes and writes the value waits for `ready()`, so that nothing stored is overwritten unread.
 */
export type StorageCheck<T> =
  | ((value: unknown) => value is T)
  | { schema: z.ZodMiniType<T> }
  | { current: () => z.ZodMiniType<T> | null; load: () => Promise<z.ZodMiniType<T>> }

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage can be disabled (private mode, blocked cookies); the app then keeps nothing.
    return null
  }
}

export function createStorageItem<Value>(key: string, check: StorageCheck<Value>): StorageItem<Value> {
  const listeners = new Set<() => void>()
  const schemaCheck = (schema: z.ZodMiniType<Value>) => (value: unknown) => {
    const parsed = schema.safeParse(value)
    return parsed.success ? parsed.data : null
  }
  let isValid: ((value: unknown) => Value | null) | null =
    typeof check === 'function'
      ? (value) => (check(value) ? value : null)
      : 'schema' in check
        ? schemaCheck(check.schema)
        : null
  let loading: Promise<void> | null = null
  // Snapshot cache: the same raw text gives the same object, as useSyncExternalStore requires.
  let cachedRaw: string | null = null
  let cachedValue: Value | null = null

  const notify = () => {
    for (const listener of listeners) listener()
  }

  /** The check, once its schema is here (taken from `current` without waiting, when it is). */
  const validator = () => {
    if (!isValid && typeof check !== 'function' && 'current' in check) {
      const schema = check.current()
      if (schema) isValid = schemaCheck(schema)
    }
    return isValid
  }

  const ready = (): Promise<void> => {
    if (validator() || typeof check === 'function' || !('load' in check)) return Promise.resolve()
    loading ??= check.load().then(
      (schema) => {
        isValid ??= schemaCheck(schema)
        // Readers that read null before the check arrived read again.
        notify()
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }

  const read = (): Value | null => {
    const validate = validator()
    if (!validate) {
      // Reading starts the download; a failure leaves the item unready until a later call succeeds.
      ready().catch(() => {})
      return null
    }
    const raw = safeStorage()?.getItem(key) ?? null
    if (raw === cachedRaw) return cachedValue
    cachedRaw = raw
    cachedValue = null
    if (raw !== null) {
      try {
        cachedValue = validate(JSON.parse(raw))
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
    isReady: () => validator() !== null,
    ready,
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
