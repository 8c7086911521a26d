import { type ReactNode, startTransition, useEffect } from 'react'
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

const startup = startStartupQueries(queryClient)
// A page prerendered for this path (scripts/prerender.ts) is hydrated; any other is rendered afresh.
if (container.dataset.prerendered === window.location.pathname) {
  // The answers are cached only once hydrated: one that arrived sooner would make the first render differ from the HTML.
  // Adopted before the screens' queries subscribe (effects run in order), so none of them asks again.
  const AdoptStartupAnswers = () => {
    useEffect(() => startup.adopt(), [])
    return null
  }
  const Router = ({ children }: { children: ReactNode }) => (
    <BrowserRouter>
      <AdoptStartupAnswers />
      {children}
    </BrowserRouter>
  )
  // With the screen's code at hand the whole page hydrates in one pass.
  void preloadRoutesAt(window.location.pathname, startup)
    .catch(() => {})
    // In a transition React hydrates in slices of a few milliseconds, not one long task (decision 071).
    .then(() => startTransition(() => void hydrateRoot(container, <App queryClient={queryClient} Router={Router} />)))
} else {
  startup.adopt()
  // The screen's early asks go beside its code, which the router loads as it renders.
  void preloadRoutesAt(window.location.pathname, startup).catch(() => {})
  createRoot(container).render(<App queryClient={queryClient} Router={BrowserRouter} />)
}

// Once the page is idle, so the worker adds nothing to what the first render waits for (decision 035).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./lib/pwa/register-service-worker').then((module) => module.registerServiceWorker())
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5_000 }) : register()
  // A prerendered page loads this script after its first paint, often once the page has loaded (decision 071).
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
