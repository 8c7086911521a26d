import { type ReactNode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './app/app'
import { preloadRoutesAt } from './app/router'
import { startStartupQueries } from './app/startup-queries'
import { createQueryClient } from './lib/query-client'
import './styles.css'

const queryClient = createQueryClient()
const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// A page prerendered for this path (scripts/prerender.ts) is hydrated; any other is rendered afresh.
if (container.dataset.prerendered === window.location.pathname) {
  // Cached only once hydrated: an answer that arrived sooner would make the first render differ from the prerendered HTML.
  const Router = ({ children }: { children: ReactNode }) => {
    useEffect(() => startStartupQueries(queryClient), [])
    return <BrowserRouter>{children}</BrowserRouter>
  }
  // With the screen's code at hand the whole page hydrates in one pass.
  void preloadRoutesAt(window.location.pathname)
    .catch(() => {})
    .then(() => hydrateRoot(container, <App queryClient={queryClient} Router={Router} />))
} else {
  startStartupQueries(queryClient)
  createRoot(container).render(<App queryClient={queryClient} Router={BrowserRouter} />)
}

// Once the page is idle, so the worker adds nothing to what the first render waits for (decision 035).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./lib/pwa/register-service-worker').then((module) => module.registerServiceWorker())
  window.addEventListener(
    'load',
    () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5_000 }) : register()),
    { once: true },
  )
}
