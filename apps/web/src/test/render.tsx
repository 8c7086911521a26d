import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } })
}

/** Renders a component inside the app's providers (query client, auth) with a fresh cache. */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup()
  const result = render(<AppProviders queryClient={createTestQueryClient()}>{ui}</AppProviders>)
  return { user, ...result }
}

/** Renders the whole app at `path` with an in-memory router. */
export function renderApp(path: string) {
  const user = userEvent.setup()
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const result = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { user, router, ...result }
}
