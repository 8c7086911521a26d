import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { AppRoot } from './layout/app-root'
import { AuthLayout } from './layout/auth-layout'
import { IndexRedirect } from './routes/index-redirect'
import { RequireRegisteredUser } from './routes/require-registered-user'
import { RouteError } from './routes/route-error'
import type { RouteHandle } from './use-document-title'

const errorElement = <RouteError />

const titled = (title: string): RouteHandle => ({ title })

/**
 * Spec §2 route table. Every screen, and the layout with the header, is a lazy route (its module
 * exports `Component`): a page downloads its own code and never another page's (issue 14's size
 * budget, checked by `npm run size` and e2e/size-budget.e2e.test.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    // Shown while the first page's lazy route loads.
    hydrateFallbackElement: <Spinner />,
    errorElement,
    children: [
      {
        // Spec §2: /login, /register, /forgot-password, /reset-password redirect to /dashboard when signed in.
        element: <AuthLayout />,
        errorElement,
        children: [
          { path: paths.login.path, lazy: () => import('./routes/login'), handle: titled('Sign In'), errorElement },
          {
            path: paths.register.path,
            lazy: () => import('./routes/register'),
            handle: titled('Create Account'),
            errorElement,
          },
          {
            path: paths.forgotPassword.path,
            lazy: () => import('./routes/forgot-password'),
            handle: titled('Forgot Password'),
            errorElement,
          },
          {
            path: paths.resetPassword.path,
            lazy: () => import('./routes/reset-password'),
            handle: titled('Reset Password'),
            errorElement,
          },
        ],
      },
      {
        path: paths.authCallback.path,
        lazy: () => import('./routes/auth-callback'),
        handle: titled('Signing In'),
        errorElement,
      },
      {
        path: paths.privacy.path,
        lazy: () => import('./routes/privacy'),
        handle: titled('Privacy Policy'),
        errorElement,
      },
      {
        path: paths.home.path,
        lazy: () => import('./layout/app-layout'),
        errorElement,
        children: [
          { index: true, element: <IndexRedirect /> },
          // Spec §2: the dashboard has no guard.
          {
            path: paths.dashboard.path,
            lazy: () => import('./routes/dashboard'),
            handle: titled('Dashboard'),
            errorElement,
          },
          {
            element: <RequireRegisteredUser />,
            errorElement,
            children: [
              {
                path: paths.profile.path,
                lazy: () => import('./routes/profile'),
                handle: titled('Profile Settings'),
                errorElement,
              },
              {
                path: paths.account.path,
                lazy: () => import('./routes/account'),
                handle: titled('Account Settings'),
                errorElement,
              },
              {
                path: paths.favourites.path,
                lazy: () =>
                  import('./routes/favourites').then(({ FavouritesRoute }) => ({ Component: FavouritesRoute })),
                handle: titled('Favourites'),
                errorElement,
              },
              {
                path: paths.history.path,
                lazy: () => import('./routes/history'),
                handle: titled('Nutrition History'),
                errorElement,
              },
            ],
          },
        ],
      },
      // Spec §2: any other path redirects to /.
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
