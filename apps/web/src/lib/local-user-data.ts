import { useEffect } from 'react'

/**
 * Data a signed-in person keeps on this device (unsaved plate edits, saved custom meals) lives under
 * keys that start with their user id, so another account on the same browser never sees it and
 * signing out can remove all of it at once.
 */
export function userStorageKey(userId: string, name: string): string {
  return `user:${userId}:${name}`
}

/** Removes everything this device keeps for `userId` (docs/product.md#session-states sign-out on a shared computer). */
export function clearLocalUserData(userId: string): void {
  let storage: Storage
  try {
    storage = window.localStorage
  } catch {
    return
  }
  const prefix = userStorageKey(userId, '')
  const keys: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key?.startsWith(prefix)) keys.push(key)
  }
  for (const key of keys) storage.removeItem(key)
}

// Which parts of the app hold changes not yet saved; a deliberate sign-out asks first.
const unsavedSources = new Set<string>()

export function hasUnsavedChanges(): boolean {
  return unsavedSources.size > 0
}

/**
 * Reports whether `source` holds unsaved changes: while it does, leaving the page asks the browser
 * to warn (beforeunload) and `hasUnsavedChanges()` is true.
 */
export function useUnsavedChanges(source: string, isUnsaved: boolean): void {
  // External sync: a module registry and a window listener.
  useEffect(() => {
    if (!isUnsaved) return
    unsavedSources.add(source)
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => {
      unsavedSources.delete(source)
      window.removeEventListener('beforeunload', warn)
    }
  }, [source, isUnsaved])
}
