import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin, type ProxyOptions, type UserConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { routePages } from './build-plugins/route-pages'
import { BRAND } from './src/config/brand'
import { RUNTIME_CACHES } from './src/lib/pwa/cache-names'

const root = decodeURIComponent(new URL('.', import.meta.url).pathname)

/**
 * React Router 7's package exports name only its development build (its dev warnings, ~11 KB gzip
 * more), though the package ships a production build beside it (remix-run/react-router#12437,
 * #14102): a production build resolves the router to that one.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'campusplate:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved ? { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') } : null
    },
  }
}

/**
 * React Router's build names its components (`Form.displayName = "Form"`) and creates them with
 * `React.forwardRef(…)` at the top of its modules, statements a bundler must keep, so every
 * component the router exports ships, used or not (`<Form>`, `<ScrollRestoration>`, their hooks:
 * 1.3 KB gzip on every page). Dropping the names, which only the React devtools read, and
 * marking those calls pure, which they are, lets the bundle keep only what the app uses.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'campusplate:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler(code) {
        const trimmed = code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= (React\d*\.(?:forwardRef|createContext)\()/g, '= /* @__PURE__ */ $1')
        return { code: trimmed, map: null }
      },
    },
  }
}

export default defineConfig(({ mode, isSsrBuild }) => {
  if (isSsrBuild) return prerenderBuild()
  // `DEV_API_URL` (from the environment or a .env file) points the dev proxy at another server.
  const env = loadEnv(mode, root, 'DEV_API_')
  const target = env.DEV_API_URL ?? 'http://localhost:3000'
  const api: ProxyOptions = { target, changeOrigin: false }
  return {
    plugins: [react(), tailwindcss(), reactRouterProductionBuild(), reactRouterTreeShaking(), routePages(root), pwa()],
    resolve: { alias: { '@': `${root}src` } },
    server: {
      proxy: {
        '/api': api,
        '/foods': api,
        '/static': api,
        '/auth': {
          ...api,
          // /auth/callback is a page of the web app (spec §2), every other /auth path is the API.
          bypass: (req) => (req.url?.startsWith('/auth/callback') ? '/index.html' : undefined),
        },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Hashed file names under dist/assets/: the server caches /assets/* for a year.
      assetsDir: 'assets',
      // Every browser the app supports preloads modules itself.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The renderer and the router change less often than the app: their chunk stays cached
          // across releases. Other libraries, but TanStack Query which every screen uses, are not
          // grouped: each goes with the routes that use it, so a page never downloads a form or
          // chart library it does not need (issue 14).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              // zod with its configuration (src/lib/zod-config.ts): whatever imports zod runs it first.
              { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/ },
              // The schemas, shared and the device's own, in one chunk beside zod's: the first page loads
              // them beside its first call, not before it renders (decision 046), so none may fall
              // into the chunk below, which the first page needs.
              {
                name: 'schemas',
                test: /[\\/]packages[\\/]shared[\\/]src[\\/]schemas[\\/]|[\\/]src[\\/]lib[\\/]schemas\.ts$|[\\/]src[\\/]lib[\\/]password-confirmation\.ts$|[\\/]plate-storage-schemas\.ts$/,
                // The rules and messages the schemas use stay where the first page finds them.
                includeDependenciesRecursively: false,
              },
              // The chart library and its dependencies load only with the History route (ARCHITECTURE §3).
              {
                name: 'charts',
                test: /node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|use-sync-external-store|clsx|react-is)[\\/]/,
              },
              // Workbox's window library loads only with the service worker's registration, after the first render.
              { name: 'workbox', test: /node_modules[\\/]workbox-/ },
              // The app's frame that two or more screens share (session, the UI parts sign-in uses,
              // constants), with TanStack Query, in one chunk rather than a dozen small files (decision
              // 045); the features' code, the other UI parts and the shared rules go with the screens
              // that use them, so sign-in does not download the plate's code (decision 048).
              {
                name: 'common',
                minShareCount: 2,
                test: /[\\/]apps[\\/]web[\\/]src[\\/](lib|config|app|components[\\/]ui[\\/](alert|button|email-field|field-styles|link|logo|password-field|spinner|text-field)\.tsx?$)|[\\/]packages[\\/]shared[\\/]src[\\/]constants[\\/]|node_modules[\\/]@tanstack[\\/]/,
              },
            ],
          },
        },
      },
    },
  }
})

/**
 * The build of src/prerender.tsx that scripts/prerender.mjs runs in Node to write the public pages'
 * HTML (decision 048): the app's own code bundled, its libraries left to Node.
 */
function prerenderBuild(): UserConfig {
  return {
    plugins: [react()],
    resolve: { alias: { '@': `${root}src` } },
    build: { ssr: 'src/prerender.tsx', outDir: '.prerender', emptyOutDir: true, copyPublicDir: false },
    logLevel: 'warn',
  }
}

/**
 * A Workbox plugin of the person's-data cache: an answer to a request sent before the app last ended
 * a session (sign-out, a 401, a sign-in; src/lib/pwa/cache-names.ts `clearRuntimeCaches` names that
 * moment in an empty cache `campusplate-session-ended-<ms>`) is handed to the page but not kept, so
 * a slow answer cannot bring the previous person back offline (docs/decisions/054). It is copied
 * into the worker as source text, so it names the prefix itself and uses only the worker's globals.
 */
const keepOnlyAnswersOfTheLiveSession = {
  requestWillFetch: async ({ request, state }: { request: Request; state?: Record<string, unknown> }) => {
    if (state) state.sentAt = Date.now()
    return request
  },
  cacheWillUpdate: async ({ response, state }: { response: Response; state?: Record<string, unknown> }) => {
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

/**
 * The installable, offline app (decision 035): the web app manifest and a Workbox service worker
 * that precaches the app shell and keeps the API answers a reload needs offline. The page
 * registers the worker itself, after its first render (src/lib/pwa/register-service-worker.tsx).
 */
function pwa() {
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
      // The first worker takes charge of the open page at once, so the menus opened on the first
      // visit are kept too; an update still waits for the person's Reload.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Every client route is the app shell; the API and the server's own pages are not.
      navigateFallback: '/index.html',
      // The per-route copies of index.html (build-plugins/route-pages.ts) are for the network only.
      globIgnores: ['**/node_modules/**/*', 'pages/**', 'route-pages.json'],
      navigateFallbackDenylist: [/^\/api\//, /^\/auth\/google\//, /^\/foods/, /^\/static\//, /^\/readyz/, /^\/healthz/],
      runtimeCaching: [
        {
          // Menus of today and the days ahead (any zone's today is on or after yesterday in UTC),
          // and the app configuration. The network first; the kept copy when it fails or dawdles.
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
          // The signed-in person's profile, targets and plates: only when the network fails, so an
          // online page never shows a stale plate; cleared on sign-out and on a 401, and an answer
          // still on its way then is not kept.
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
