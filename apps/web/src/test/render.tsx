import { render } from '@testing-library/react'
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { type Location, MemoryRouter, type NavigationType, useLocation, useNavigationType } from 'react-router'
import { AppProviders } from '@/app/providers'
import { AppRoutes, preloadRoutes } from '@/app/router'
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

/**
 * The app loads each screen lazily (a chunk per route, so a page shows a loading state first).
 * Tests load every route's code once, so a page renders at once, as a test expects of a component.
 */
await preloadRoutes()
// Parts a screen loads lazily when shown (the custom meal form, the plate conflict dialog, the history charts, the signed-in
// dashboard's extras with the favourites star): loaded now, so the first test to open one does not
// wait for its compilation, and a part that must not be shown would be there with the screen.
await Promise.all([
  import('@/app/routes/dashboard-extras'),
  import('@/features/plates/components/custom-meal-form'),
  import('@/features/plates/components/plate-conflict-dialog'),
  import('@/features/history/components/energy-chart'),
  import('@/features/history/components/weight-chart'),
])

/** Where the app is: the location and how it got there (a push, a replace or the first page). */
interface RouterState {
  location: Location
  historyAction: NavigationType
}

/** Copies the router's current location into `into.state`, for the tests to read. */
function LocationProbe({ into }: { into: { state: RouterState } }) {
  into.state = { location: useLocation(), historyAction: useNavigationType() }
  return null
}

/** Renders the whole app at `path` with an in-memory router; `router.state` is where it is now. */
export function renderApp(path: string, { userEventOptions }: { userEventOptions?: UserEventOptions } = {}) {
  const user = userEvent.setup(userEventOptions)
  const router = { state: undefined as unknown as RouterState }
  const queryClient = createTestQueryClient()
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe into={router} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  )
  return { user, router, queryClient, ...result }
}
