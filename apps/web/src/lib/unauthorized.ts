// One channel for every 401 (docs/product.md#session-states), so no feature handles one itself; an unheard report is
// kept, since on a reload the probe's 401 can arrive before the router has mounted the listener.
type Listener = () => void

const listeners = new Set<Listener>()
let unheard = false

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener)
  if (unheard) {
    unheard = false
    listener()
  }
  return () => {
    listeners.delete(listener)
  }
}

export function notifyUnauthorized(): void {
  if (listeners.size === 0) {
    unheard = true
    return
  }
  for (const listener of listeners) listener()
}

/** The web tests start each test from a quiet channel. */
export function forgetUnheardReport(): void {
  unheard = false
}
