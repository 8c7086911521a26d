import { render } from '@testing-library/react'
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'
import { createQueryClient } from '@/lib/query-client'

/** The app's query client (with its 401 handling), without retries or background refetches. */
export function createTestQueryClient() {
  return createQueryClient({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } })
}

/** Renders a component inside the app's providers (query client, auth) with a fresh cache. */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup()
  const result = render(<AppProviders queryClient={createTestQueryClient()}>{ui}</AppProviders>)
  return { user, ...result }
}

/** Renders the whole app at `path` with an in-memory router. */
export function renderApp(path: string, { userEventOptions }: { userEventOptions?: UserEventOptions } = {}) {
  const user = userEvent.setup(userEventOptions)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const queryClient = createTestQueryClient()
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { user, router, queryClient, ...result }
}
