import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type ProxyOptions } from 'vite'

const root = decodeURIComponent(new URL('.', import.meta.url).pathname)

export default defineConfig(({ mode }) => {
  // `DEV_API_URL` (from the environment or a .env file) points the dev proxy at another server.
  const env = loadEnv(mode, root, 'DEV_API_')
  const target = env.DEV_API_URL ?? 'http://localhost:3000'
  const api: ProxyOptions = { target, changeOrigin: false }
  return {
    plugins: [react(), tailwindcss()],
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
          // Libraries change less often than the app: separate chunks stay cached across releases.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              // The chart library and its dependencies load only with the History route (ARCHITECTURE §3).
              {
                name: 'charts',
                test: /node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|use-sync-external-store|clsx|react-is)[\\/]/,
              },
              { name: 'vendor', test: /node_modules[\\/]/ },
            ],
          },
        },
      },
    },
  }
})
