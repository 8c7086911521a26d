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
 * When the app last ended a session (sign-out, a 401, a sign-in), kept as the name of an empty cache
 * the worker reads: `<prefix><milliseconds>`. The worker keeps no answer to a request sent before
 * it (build-plugins/pwa.ts, `keepOnlyAnswersOfTheLiveSession`), which names the prefix itself.
 */
export const SESSION_ENDED_CACHE_PREFIX = 'campusplate-session-ended-'

/** This page's own record of it, for the answers the page writes itself (updateCachedAnswer). */
let sessionEndedAt = 0

async function markSessionEnded(now: number): Promise<void> {
  sessionEndedAt = now
  const older = (await caches.keys()).filter((name) => name.startsWith(SESSION_ENDED_CACHE_PREFIX))
  await caches.open(SESSION_ENDED_CACHE_PREFIX + now)
  await Promise.all(older.map((name) => caches.delete(name)))
}

/**
 * Empties the runtime caches, so no answer of the person who signed out (or whose session ended) is
 * served to whoever uses this browser next, offline included; an answer still on its way is not
 * kept when it arrives (docs/decisions/054). The precached app shell stays.
 */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  await markSessionEnded(Date.now()).catch(() => undefined)
  await Promise.all(Object.values(RUNTIME_CACHES).map((name) => caches.delete(name).catch(() => false)))
}

/**
 * Replaces the service worker's copy of a GET answer with what the app knows is current (the
 * answer of a save), so an offline reload shows the latest saved state. Nothing when no worker runs,
 * nor for an answer to a request sent (`sentAt`) before the session ended.
 */
export async function updateCachedAnswer(cacheName: string, url: string, body: unknown, sentAt: number): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return
  if (sentAt <= sessionEndedAt) return
  try {
    const cache = await caches.open(cacheName)
    const headers = { 'content-type': 'application/json; charset=utf-8' }
    await cache.put(new URL(url, window.location.origin).href, new Response(JSON.stringify(body), { headers }))
  } catch {
    // A full or unavailable cache costs only the offline copy; the save itself succeeded.
  }
}
