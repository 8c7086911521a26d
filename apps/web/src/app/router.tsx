import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { lazyModule } from '@/lib/lazy-module'
import { AppRoot } from './layout/app-root'
import { IndexRedirect } from './routes/index-redirect'
import { RequireRegisteredUser } from './routes/require-registered-user'
import { RouteErrorBoundary } from './routes/route-error'
import type { StartupQueries } from './startup-queries'
import { PageTitleContext } from './use-document-title'

/** A screen's module: its component, and what it asks for beside its code on a page's first load (decisions 069, 070). */
export interface ScreenModule {
  Component: ComponentType
  askEarly?: (startup: StartupQueries) => void
}

interface RouteHandle {
  title?: string
  /** Lets a layout and its page load together. */
  preload?: () => Promise<ScreenModule>
}

const handleOf = (route: RouteObject) => route.handle as RouteHandle | undefined

/** Code that failed to download is asked for again on the route's next showing, so a dropped connection needs no reload. */
export function lazyRoute(load: () => Promise<ScreenModule>, title?: string) {
  const screen = lazyModule(load)
  const preload = () => screen.load()
  const lazyScreen = () => lazy(() => preload().then((module) => ({ default: module.Component })))
  let Lazy = lazyScreen()
  // React keeps a lazy component's failure for good; renewing before the error screen shows would retry without end.
  const renewAfterFailure = () => {
    if (!screen.current()) Lazy = lazyScreen()
  }
  // Preloaded code renders without Suspense so a prerendered page hydrates in one pass (docs/decisions/048); fixed per mount.
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

/** docs/product.md#routes in declarative mode (docs/decisions/045); every screen is lazy to keep the size budget (docs/decisions/034). */
export const routes: RouteObject[] = [
  {
    element: bounded(<AppRoot />),
    children: [
      {
        // docs/product.md#routes: /login, /register, /forgot-password, /reset-password redirect to /dashboard when signed in.
        ...lazyRoute(() => import('./layout/auth-layout')),
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

/** Loads the screens of `pathname` (a prerendered page hydrates with them at hand); given the startup queries, each asks early for what it shows. */
export async function preloadRoutesAt(pathname: string, startup?: StartupQueries): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  const screens = await Promise.all(matches.map(({ route }) => handleOf(route)?.preload?.()))
  if (startup) for (const screen of screens) screen?.askEarly?.(startup)
}

export function AppRoutes() {
  const location = useLocation()
  const matches = matchRoutes(routes, location) ?? []
  // Layout and page load together; a failure is the screen's error boundary's to show.
  for (const { route } of matches)
    handleOf(route)
      ?.preload?.()
      .catch(() => {})
  const title = matches.map(({ route }) => handleOf(route)?.title).findLast((t) => t !== undefined)
  const element = useRoutes(routes, location)
  return <PageTitleContext.Provider value={title}>{element}</PageTitleContext.Provider>
}
