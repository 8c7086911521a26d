import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProviders } from './app/providers'
import { AppRoutes } from './app/router'
import { startStartupQueries } from './app/startup-queries'
import { createQueryClient } from './lib/query-client'
import './styles.css'

const queryClient = createQueryClient()
startStartupQueries(queryClient)
const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
)

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
