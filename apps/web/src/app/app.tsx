import type { QueryClient } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, StrictMode } from 'react'
import { AppProviders } from './providers'
import { AppRoutes } from './router'

/**
 * The whole app under `Router` (the browser's history, or a fixed location when prerendering): one
 * tree for both, so the HTML made at build time is what the browser's first render hydrates.
 */
export function App({
  queryClient,
  Router,
}: {
  queryClient: QueryClient
  Router: ComponentType<{ children: ReactNode }>
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  )
}
