import type { z } from 'zod/mini'

/** Values are checked on read, so a stale or hand-edited entry reads as `null` instead of breaking the screen. */
export interface StorageItem<T> {
  readonly key: string
  /** Null also before the check has loaded. */
  get(): T | null
  set(value: T): void
  remove(): void
  subscribe(listener: () => void): () => void
  isReady(): boolean
  /** A failed download is tried again on the next call. */
  ready(): Promise<void>
}

/** Records read before any schema loads use a guard; others wait, so nothing is overwritten unread (docs/decisions/046). */
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
  // The same raw text gives the same object, as useSyncExternalStore requires.
  let cachedRaw: string | null = null
  let cachedValue: Value | null = null

  const notify = () => {
    for (const listener of listeners) listener()
  }

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
