import { render } from '@testing-library/react'
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { type Location, MemoryRouter, type NavigationType, useLocation, useNavigationType } from 'react-router'
import { AppProviders } from '@/app/providers'
import { AppRoutes, preloadRoutesAt } from '@/app/router'
import { paths } from '@/config/paths'
import { createTestQueryClient } from './query-client'

/** Renders a component inside the app's providers (query client, auth) with a fresh cache. */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup()
  const result = render(<AppProviders queryClient={createTestQueryClient()}>{ui}</AppProviders>)
  return { user, ...result }
}

/**
 * Parts a screen loads lazily when shown. A test loads those it shows first: the first test to
 * open one does not wait for its compilation, and a part that must not be shown would be there.
 */
const lazyParts = {
  dashboardExtras: () => import('@/app/routes/dashboard-extras'),
  customMealForm: () => import('@/features/plates/components/custom-meal-form'),
  conflictDialog: () => import('@/features/plates/components/plate-conflict-dialog'),
  energyChart: () => import('@/features/history/components/energy-chart'),
  weightChart: () => import('@/features/history/components/weight-chart'),
}
type LazyPart = keyof typeof lazyParts

/** Loads the named parts: for a component test that shows them (`renderApp` loads a screen's own). */
export async function preloadParts(...parts: readonly LazyPart[]): Promise<void> {
  await Promise.all(parts.map((part) => lazyParts[part]()))
}

/** The parts each screen loads when shown, by the screen's path. */
const screenParts: Readonly<Record<string, readonly LazyPart[]>> = {
  [paths.dashboard.path]: ['dashboardExtras', 'customMealForm', 'conflictDialog'],
  [paths.history.path]: ['energyChart', 'weightChart'],
}

/**
 * The app loads each screen lazily (a chunk per route, so a page shows a loading state first). A
 * test loads the code of the screen at `path` first, with the parts it shows: the screen renders at
 * once, as a test expects of a component. Only that screen's: a file pays for the screens it
 * renders, not for every route and the chart library.
 */
export async function preloadScreen(path: string): Promise<void> {
  const { pathname } = new URL(path, 'http://localhost')
  await Promise.all([preloadRoutesAt(pathname), preloadParts(...(screenParts[pathname] ?? []))])
}

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

interface RenderAppOptions {
  userEventOptions?: UserEventOptions
  /**
   * The screens the test goes on to (a redirect, a link it follows), loaded with the first: a
   * screen that is not loaded shows a loading state first, and an absence checked there proves nothing.
   */
  alsoLoads?: readonly string[]
}

/**
 * Renders the whole app at `path` with an in-memory router, once the screen's code is loaded
 * (`preloadScreen`); `router.state` is where it is now.
 */
export async function renderApp(path: string, { userEventOptions, alsoLoads = [] }: RenderAppOptions = {}) {
  await Promise.all([path, ...alsoLoads].map(preloadScreen))
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
