import { render } from '@testing-library/preact'
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
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

/**
 * The app loads each screen lazily (a chunk per route, so the router shows a loading state first).
 * Tests load every route module once and render the routes with their modules in place, so a page
 * renders at once, as a test expects of a component.
 */
async function withLazyRoutesLoaded(list: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    list.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {}
      const loadedChildren = children ? await withLazyRoutesLoaded(children) : undefined
      return { ...route, ...loaded, children: loadedChildren } as RouteObject
    }),
  )
}
const loadedRoutes = await withLazyRoutesLoaded(routes)
// Parts a screen loads lazily when shown (the custom meal form, the history charts, the signed-in
// dashboard's extras with the favourites star): loaded now, so the first test to open one does not
// wait for its compilation, and a part that must not be shown would be there with the screen.
await Promise.all([
  import('@/app/routes/dashboard-extras'),
  import('@/features/plates/components/custom-meal-form'),
  import('@/features/history/components/energy-chart'),
  import('@/features/history/components/weight-chart'),
])

/** Renders the whole app at `path` with an in-memory router. */
export function renderApp(path: string, { userEventOptions }: { userEventOptions?: UserEventOptions } = {}) {
  const user = userEvent.setup(userEventOptions)
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [path] })
  const queryClient = createTestQueryClient()
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { user, router, queryClient, ...result }
}
