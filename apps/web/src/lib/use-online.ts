import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** Whether the browser believes it has a network connection (`navigator.onLine`). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/** Resolves once the browser is online; rejects with the signal's reason if it aborts first. */
export function whenOnline(signal: AbortSignal): Promise<void> {
  if (navigator.onLine) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('online', onOnline)
      signal.removeEventListener('abort', onAbort)
    }
    const onOnline = () => {
      done()
      resolve()
    }
    const onAbort = () => {
      done()
      reject(signal.reason)
    }
    if (signal.aborted) return reject(signal.reason)
    window.addEventListener('online', onOnline)
    signal.addEventListener('abort', onAbort)
  })
}
