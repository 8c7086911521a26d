/** API answers the service worker keeps (docs/decisions/035); the person's own apart, to be cleared when they leave. */
export const RUNTIME_CACHES = {
  menus: 'campusplate-menus',
  userData: 'campusplate-user-data',
} as const

/** An empty cache's name tells the worker when the last session ended; build-plugins/pwa.ts repeats the prefix. */
export const SESSION_ENDED_CACHE_PREFIX = 'campusplate-session-ended-'

/** For the answers the page writes itself (updateCachedAnswer). */
let sessionEndedAt = 0

async function markSessionEnded(now: number): Promise<void> {
  sessionEndedAt = now
  const older = (await caches.keys()).filter((name) => name.startsWith(SESSION_ENDED_CACHE_PREFIX))
  await caches.open(SESSION_ENDED_CACHE_PREFIX + now)
  await Promise.all(older.map((name) => caches.delete(name)))
}

/** So whoever uses this browser next sees none of the previous person's answers, offline included (docs/decisions/054). */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  await markSessionEnded(Date.now()).catch(() => undefined)
  await Promise.all(Object.values(RUNTIME_CACHES).map((name) => caches.delete(name).catch(() => false)))
}

/** So an offline reload shows the latest save; an answer sent before the session ended is not kept. */
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
