// The installable, offline app (decision 035); the user's own answers are cached apart so sign-out can clear them.
import { VitePWA } from 'vite-plugin-pwa'
import { BRAND } from '../src/config/brand'
import { RUNTIME_CACHES } from '../src/lib/pwa/cache-names'

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
      // The first worker takes the open page at once, so the first visit's menus are kept too; updates still wait for Reload.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Every client route is the app shell; the API and the server's own pages are not.
      navigateFallback: '/index.html',
      // The per-route copies of index.html (build-plugins/route-pages.ts) are for the network only.
      globIgnores: ['**/node_modules/**/*', 'pages/**', 'route-pages.json'],
      navigateFallbackDenylist: [/^\/api\//, /^\/auth\/google\//, /^\/foods/, /^\/static\//, /^\/readyz/, /^\/healthz/],
      runtimeCaching: [
        {
          // Any zone's today is on or after yesterday in UTC; network first, the kept copy when it fails or dawdles.
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
          // Only when the network fails, so an online page never shows a stale plate; cleared on sign-out and on a 401.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && ['/api/profile', '/api/profile/energy-target', '/api/plate'].includes(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: RUNTIME_CACHES.userData,
            cacheableResponse: { statuses: [200] },
            // No expiration plugin: its IndexedDB log of URLs would outlive the cache's clearing.
          },
        },
      ],
    },
  })
}
