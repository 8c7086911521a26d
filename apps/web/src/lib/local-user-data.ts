import { useEffect } from 'react'

/** Keyed by user id, so another account on the browser never sees it and sign-out removes it all at once. */
export function userStorageKey(userId: string, name: string): string {
  return `user:${userId}:${name}`
}

/** docs/product.md#session-states: sign-out on a shared computer. */
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

// A deliberate sign-out asks first while any part holds unsaved changes.
const unsavedSources = new Set<string>()

export function hasUnsavedChanges(): boolean {
  return unsavedSources.size > 0
}

/** While unsaved, leaving the page asks the browser to warn (beforeunload). */
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
