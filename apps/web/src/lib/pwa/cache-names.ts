/**
 * The service worker's runtime caches (build-plugins/pwa.ts builds them; decision 035). The app shell is
 * in Workbox's precache, named by Workbox; these hold answers of the API.
 */
export const RUNTIME_CACHES = {
  /** Menus (halls, meals, items) and the app configuration: the same for everyone. */
  menus: 'campusplate-menus',
  /** Answers that belong to the signed-in person (profile, targets, plates): cleared when they leave. */
  userData: 'campusplate-user-data',
} as const

/**
 * Empties the runtime caches, so no answer of the person who signed out (or whose session ended) is
 * served to whoever uses this browser next, offline included. The precached app shell stays.
 */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  await Promise.all(Object.values(RUNTIME_CACHES).map((name) => caches.delete(name).catch(() => false)))
}

/**
 * Replaces the service worker's copy of a GET answer with what the app knows is current (the
 * answer of a save), so an offline reload shows the latest saved state. Nothing when no worker runs.
 */
export async function updateCachedAnswer(cacheName: string, url: string, body: unknown): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return
  try {
    const cache = await caches.open(cacheName)
    const headers = { 'content-type': 'application/json; charset=utf-8' }
    await cache.put(new URL(url, window.location.origin).href, new Response(JSON.stringify(body), { headers }))
  } catch {
    // A full or unavailable cache costs only the offline copy; the save itself succeeded.
  }
}
