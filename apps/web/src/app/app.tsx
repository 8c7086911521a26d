import type { QueryClient } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, StrictMode } from 'react'
import { AppProviders } from './providers'
import { AppRoutes } from './router'

/** One tree for the browser and for prerendering, so the build's HTML is what the first render hydrates. */
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
