/**
 * Spec §4: any 401 from an API call signs the user out and replaces the location with /login.
 * The query client reports such answers here; the session expiry hook, mounted inside the router,
 * listens and does the sign-out and the redirect. One channel, so no feature handles 401 itself.
 */
type Listener = () => void

const listeners = new Set<Listener>()

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function notifyUnauthorized(): void {
  for (const listener of listeners) listener()
}
