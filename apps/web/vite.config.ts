import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite'

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

export default defineConfig(({ mode }) => {
  // `DEV_API_URL` (from the environment or a .env file) points the dev proxy at another server.
  const env = loadEnv(mode, root, 'DEV_API_')
  const target = env.DEV_API_URL ?? 'http://localhost:3000'
  const api: ProxyOptions = { target, changeOrigin: false }
  return {
    plugins: [react(), tailwindcss(), reactRouterProductionBuild()],
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
      rolldownOptions: {
        output: {
          // React and the router change less often than the app: their chunk stays cached across
          // releases. Other libraries are not grouped: each goes with the routes that use it, so a
          // page never downloads a form or date library it does not need (issue 14).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              // The chart library and its dependencies load only with the History route (ARCHITECTURE §3).
              {
                name: 'charts',
                test: /node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|use-sync-external-store|clsx|react-is)[\\/]/,
              },
            ],
          },
        },
      },
    },
  }
})
