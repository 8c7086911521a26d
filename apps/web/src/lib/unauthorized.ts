/**
 * docs/product.md#session-states: any 401 from an API call signs the user out and replaces the location with /login.
 * The query client reports such answers here; the session expiry hook, mounted inside the router,
 * listens and does the sign-out and the redirect. One channel, so no feature handles 401 itself.
 *
 * A report that comes while nobody listens is kept for the first listener: on a reload the profile
 * probe's 401 can arrive before the router has mounted the hook (its route modules load lazily).
 */
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

/** Drops a report nobody heard (the web tests start each test from a quiet channel). */
export function forgetUnheardReport(): void {
  unheard = false
}
