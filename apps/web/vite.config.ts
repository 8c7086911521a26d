import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type ProxyOptions, type UserConfig } from 'vite'
import { chunkGroups } from './build-plugins/chunks'
import { pwa } from './build-plugins/pwa'
import { reactRouterProductionBuild, reactRouterTreeShaking } from './build-plugins/react-router'
import { routePages } from './build-plugins/route-pages'

const root = decodeURIComponent(new URL('.', import.meta.url).pathname)

export default defineConfig(({ mode, isSsrBuild }) => {
  if (isSsrBuild) return prerenderBuild()
  // `DEV_API_URL` (from the environment or a .env file) points the dev proxy at another server.
  const env = loadEnv(mode, root, 'DEV_API_')
  const target = env.DEV_API_URL ?? 'http://localhost:3000'
  const api: ProxyOptions = { target, changeOrigin: false }
  return {
    plugins: [react(), tailwindcss(), reactRouterProductionBuild(), reactRouterTreeShaking(), routePages(), pwa()],
    resolve: { alias: { '@': `${root}src` } },
    server: {
      proxy: {
        '/api': api,
        '/foods': api,
        '/static': api,
        '/auth': {
          ...api,
          // /auth/callback is a page of the web app (docs/product.md#routes), every other /auth path is the API.
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
      // Read by build-plugins/route-pages.ts, which then removes it.
      manifest: true,
      rolldownOptions: {
        // The prerendered pages' first script (build-plugins/route-pages.ts, decision 071).
        input: { index: `${root}index.html`, 'paint-first': `${root}src/paint-first.ts` },
        output: {
          codeSplitting: { groups: chunkGroups },
        },
      },
    },
  }
})

/** Run in Node by scripts/prerender.mjs (docs/decisions/048): only the app's own code is bundled. */
function prerenderBuild(): UserConfig {
  return {
    plugins: [react()],
    resolve: { alias: { '@': `${root}src` } },
    build: { ssr: 'src/prerender.tsx', outDir: '.prerender', emptyOutDir: true, copyPublicDir: false },
    logLevel: 'warn',
  }
}
