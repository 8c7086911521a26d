import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { AppLayout } from './layout/app-layout'
import { AppRoot } from './layout/app-root'
import { AuthLayout } from './layout/auth-layout'
import {
  AuthCallbackRoute,
  ForgotPasswordRoute,
  LoginRoute,
  RegisterRoute,
  ResetPasswordRoute,
} from './routes/auth-pages'
import { DashboardRoute } from './routes/dashboard'
import { IndexRedirect } from './routes/index-redirect'
import { PrivacyRoute } from './routes/privacy'
import { RequireRegisteredUser } from './routes/require-registered-user'
import { RouteError } from './routes/route-error'
import type { RouteHandle } from './use-document-title'

const errorElement = <RouteError />

const titled = (title: string): RouteHandle => ({ title })

/** Spec §2 route table. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement,
    children: [
      {
        // Spec §2: /login, /register, /forgot-password, /reset-password redirect to /dashboard when signed in.
        element: <AuthLayout />,
        errorElement,
        children: [
          { path: paths.login.path, element: <LoginRoute />, handle: titled('Sign In'), errorElement },
          { path: paths.register.path, element: <RegisterRoute />, handle: titled('Create Account'), errorElement },
          {
            path: paths.forgotPassword.path,
            element: <ForgotPasswordRoute />,
            handle: titled('Forgot Password'),
            errorElement,
          },
          {
            path: paths.resetPassword.path,
            element: <ResetPasswordRoute />,
            handle: titled('Reset Password'),
            errorElement,
          },
        ],
      },
      { path: paths.authCallback.path, element: <AuthCallbackRoute />, handle: titled('Signing In'), errorElement },
      { path: paths.privacy.path, element: <PrivacyRoute />, handle: titled('Privacy Policy'), errorElement },
      {
        path: paths.home.path,
        element: <AppLayout />,
        errorElement,
        children: [
          { index: true, element: <IndexRedirect /> },
          // Spec §2: the dashboard has no guard.
          { path: paths.dashboard.path, element: <DashboardRoute />, handle: titled('Dashboard'), errorElement },
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
                // Loaded on demand: the sign-in and dashboard pages do not download the account screen.
                lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
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
                // Loaded with its chart library only when opened: sign-in and the dashboard never download it.
                lazy: () => import('./routes/history').then(({ HistoryRoute }) => ({ Component: HistoryRoute })),
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
