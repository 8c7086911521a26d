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

// A page prerendered at build time (scripts/prerender.ts) is hydrated; any other page (the shell
// of index.html, or a prerendered page served for another path) is rendered afresh.
if (container.dataset.prerendered === window.location.pathname) {
  // The answers the first screen waits on are put in the cache only once the HTML is hydrated: one
  // that arrived sooner would make the first render differ from the prerendered HTML.
  const Router = ({ children }: { children: ReactNode }) => {
    useEffect(() => startStartupQueries(queryClient), [])
    return <BrowserRouter>{children}</BrowserRouter>
  }
  // With the screen's code at hand the whole page hydrates in one pass; a failed download leaves the
  // route's error boundary to show it, as in a page rendered afresh.
  void preloadRoutesAt(window.location.pathname)
    .catch(() => {})
    .then(() => hydrateRoot(container, <App queryClient={queryClient} Router={Router} />))
} else {
  startStartupQueries(queryClient)
  createRoot(container).render(<App queryClient={queryClient} Router={BrowserRouter} />)
}

// Decision 035: the service worker (and its 'new version' notice) loads once the page is idle, so
// neither adds to what the first render waits for.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./lib/pwa/register-service-worker').then((module) => module.registerServiceWorker())
  window.addEventListener(
    'load',
    () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5_000 }) : register()),
    { once: true },
  )
}
