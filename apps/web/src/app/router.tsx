import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { lazyModule } from '@/lib/lazy-module'
import { AppRoot } from './layout/app-root'
import { AuthLayout } from './layout/auth-layout'
import { IndexRedirect } from './routes/index-redirect'
import { RequireRegisteredUser } from './routes/require-registered-user'
import { RouteErrorBoundary } from './routes/route-error'
import { PageTitleContext } from './use-document-title'

/** What a route declares about itself in the route table (`handle`). */
interface RouteHandle {
  /** The page's name in the browser tab and in the announcement of a route change. */
  title?: string
  /** Starts loading the route's code (a lazy route), so a layout and its page load together. */
  preload?: () => Promise<unknown>
}

const handleOf = (route: RouteObject) => route.handle as RouteHandle | undefined

/**
 * A screen in a chunk of its own (its module exports `Component`), with its loading state and its
 * error boundary (a render failure, or its code failing to load, shows the error screen). Code that
 * failed to download is asked for again when the route is next shown (a later visit, Back, a link
 * to the same page): a connection that dropped for a moment does not leave the screen broken until
 * a reload.
 */
export function lazyRoute(load: () => Promise<{ Component: ComponentType }>, title?: string) {
  // Downloaded once; a failed download is asked for again by the next call.
  const screen = lazyModule(load)
  const preload = () => screen.load()
  const lazyScreen = () => lazy(() => preload().then((module) => ({ default: module.Component })))
  let Lazy = lazyScreen()
  // React keeps a lazy component's failure for good: once the error screen shows, the route's next
  // render gets a new one. Not sooner: rendering a new one at once would retry without end.
  const renewAfterFailure = () => {
    if (!screen.current()) Lazy = lazyScreen()
  }
  // Once its code is here (preloaded), the screen renders at once, without a loading flash, and
  // without a Suspense boundary: a prerendered page then hydrates in one pass (decision 048). Decided
  // once per mount, so the screen is never remounted when its code arrives.
  const Screen = () => {
    const [wasLoaded] = useState(() => screen.current() !== null)
    const Loaded = screen.current()?.Component
    if (wasLoaded && Loaded) return <Loaded />
    return <Suspense fallback={<Spinner />}>{Loaded ? <Loaded /> : <Lazy />}</Suspense>
  }
  return {
    element: (
      <RouteErrorBoundary onError={renewAfterFailure}>
        <Screen />
      </RouteErrorBoundary>
    ),
    handle: { title, preload } satisfies RouteHandle,
  }
}

const bounded = (element: ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>

/**
 * docs/product.md#routes route table, in React Router's declarative mode (decision 045: the data router cost
 * 16 KB gzip on every page). Every screen, and the layout with the header, is a lazy route: a
 * page downloads its own code and never another page's (issue 14's size budget, checked by
 * `npm run size` and e2e/size-budget.e2e.test.ts).
 */
export const routes: RouteObject[] = [
  {
    element: bounded(<AppRoot />),
    children: [
      {
        // docs/product.md#routes: /login, /register, /forgot-password, /reset-password redirect to /dashboard when signed in.
        element: bounded(<AuthLayout />),
        children: [
          { path: paths.login.path, ...lazyRoute(() => import('./routes/login'), 'Sign In') },
          { path: paths.register.path, ...lazyRoute(() => import('./routes/register'), 'Create Account') },
          {
            path: paths.forgotPassword.path,
            ...lazyRoute(() => import('./routes/forgot-password'), 'Forgot Password'),
          },
          { path: paths.resetPassword.path, ...lazyRoute(() => import('./routes/reset-password'), 'Reset Password') },
        ],
      },
      { path: paths.authCallback.path, ...lazyRoute(() => import('./routes/auth-callback'), 'Signing In') },
      { path: paths.privacy.path, ...lazyRoute(() => import('./routes/privacy'), 'Privacy Policy') },
      {
        path: paths.home.path,
        ...lazyRoute(() => import('./layout/app-layout')),
        children: [
          { index: true, element: <IndexRedirect /> },
          // docs/product.md#routes: the dashboard has no guard.
          { path: paths.dashboard.path, ...lazyRoute(() => import('./routes/dashboard'), 'Dashboard') },
          {
            element: bounded(<RequireRegisteredUser />),
            children: [
              { path: paths.profile.path, ...lazyRoute(() => import('./routes/profile'), 'Profile Settings') },
              { path: paths.account.path, ...lazyRoute(() => import('./routes/account'), 'Account Settings') },
              {
                path: paths.favourites.path,
                ...lazyRoute(
                  () => import('./routes/favourites').then(({ FavouritesRoute }) => ({ Component: FavouritesRoute })),
                  'Favourites',
                ),
              },
              { path: paths.history.path, ...lazyRoute(() => import('./routes/history'), 'Nutrition History') },
              {
                // The dining team's console, with its sections' routes in its own chunk: students never load it.
                path: `${paths.staff.path}/*`,
                ...lazyRoute(() => import('./routes/staff/staff-area'), 'Dining Team'),
              },
            ],
          },
        ],
      },
      // docs/product.md#routes: any other path redirects to /.
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
]

/** Loads the code of every lazy route of `list` (the tests render every screen at once). */
export async function preloadRoutes(list: RouteObject[] = routes): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      await handleOf(route)?.preload?.()
      if (route.children) await preloadRoutes(route.children)
    }),
  )
}

/** Loads the code of the routes matching `pathname` (a prerendered page hydrates with its screen's code at hand). */
export async function preloadRoutesAt(pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => handleOf(route)?.preload?.()))
}

/** The routes at the current location, with the page's title for the tab and the announcement. */
export function AppRoutes() {
  const location = useLocation()
  const matches = matchRoutes(routes, location) ?? []
  // The layout's and the page's code start loading together, not one after the other.
  // A failure is the screen's to show (its error boundary), not an unhandled rejection here.
  for (const { route } of matches)
    handleOf(route)
      ?.preload?.()
      .catch(() => {})
  const title = matches.map(({ route }) => handleOf(route)?.title).findLast((t) => t !== undefined)
  const element = useRoutes(routes, location)
  return <PageTitleContext.Provider value={title}>{element}</PageTitleContext.Provider>
}
