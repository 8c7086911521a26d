// The installable, offline app (docs/decisions/035); a person's own answers are cached apart so sign-out can clear them.
import { VitePWA } from 'vite-plugin-pwa'
import { BRAND } from '../src/config/brand'
import { RUNTIME_CACHES } from '../src/lib/pwa/cache-names'

/** A slow answer sent before a session ended must not bring the previous person back offline (docs/decisions/054). */
const keepOnlyAnswersOfTheLiveSession = {
  requestWillFetch: async ({ request, state }: { request: Request; state?: Record<string, unknown> }) => {
    if (state) state.sentAt = Date.now()
    return request
  },
  cacheWillUpdate: async ({ response, state }: { response: Response; state?: Record<string, unknown> }) => {
    // Copied into the worker as source text, so it names the prefix itself and uses only the worker's globals.
    const prefix = 'campusplate-session-ended-'
    const endedAt = Math.max(
      0,
      ...(await caches.keys())
        .filter((name) => name.startsWith(prefix))
        .map((name) => Number(name.slice(prefix.length))),
    )
    return typeof state?.sentAt === 'number' && state.sentAt > endedAt ? response : null
  },
}

export function pwa() {
  return VitePWA({
    // A new version waits until the person chooses to reload ('A new version is available — Reload').
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg'],
    manifest: {
      name: BRAND.name,
      short_name: BRAND.name,
      description: BRAND.description,
      id: '/',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND.themeColor,
      background_color: BRAND.backgroundColor,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // So the menus opened on the first visit are kept too; an update still waits for Reload.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Every client route is the app shell; the API and the server's own pages are not.
      navigateFallback: '/index.html',
      // The per-route copies of index.html (build-plugins/route-pages.ts) are for the network only.
      globIgnores: ['**/node_modules/**/*', 'pages/**', 'route-pages.json'],
      navigateFallbackDenylist: [/^\/api\//, /^\/auth\/google\//, /^\/foods/, /^\/static\//, /^\/readyz/, /^\/healthz/],
      runtimeCaching: [
        {
          // Today and ahead: any zone's today is on or after yesterday in UTC.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            (url.pathname === '/api/app-config' ||
              ((url.pathname === '/foods' || url.pathname === '/api/available-options') &&
                (url.searchParams.get('date') ?? '') >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10))),
          handler: 'NetworkFirst',
          options: {
            cacheName: RUNTIME_CACHES.menus,
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 200, maxAgeSeconds: 15 * 86_400 },
          },
        },
        {
          // Network first, so an online page never shows a stale plate.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && ['/api/profile', '/api/profile/energy-target', '/api/plate'].includes(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: RUNTIME_CACHES.userData,
            cacheableResponse: { statuses: [200] },
            plugins: [keepOnlyAnswersOfTheLiveSession],
            // No expiration plugin: its IndexedDB log of URLs would outlive the cache's clearing.
          },
        },
      ],
    },
  })
}
