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
import { ComingSoonRoute } from './routes/coming-soon'
import { DashboardRoute } from './routes/dashboard'
import { IndexRedirect } from './routes/index-redirect'
import { PrivacyRoute } from './routes/privacy'
import { RequireRegisteredUser } from './routes/require-registered-user'
import { RouteError } from './routes/route-error'

const errorElement = <RouteError />

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
          { path: paths.login.path, element: <LoginRoute />, errorElement },
          { path: paths.register.path, element: <RegisterRoute />, errorElement },
          { path: paths.forgotPassword.path, element: <ForgotPasswordRoute />, errorElement },
          { path: paths.resetPassword.path, element: <ResetPasswordRoute />, errorElement },
        ],
      },
      { path: paths.authCallback.path, element: <AuthCallbackRoute />, errorElement },
      { path: paths.privacy.path, element: <PrivacyRoute />, errorElement },
      {
        path: paths.home.path,
        element: <AppLayout />,
        errorElement,
        children: [
          { index: true, element: <IndexRedirect /> },
          // Spec §2: the dashboard has no guard.
          { path: paths.dashboard.path, element: <DashboardRoute />, errorElement },
          {
            element: <RequireRegisteredUser />,
            errorElement,
            children: [
              { path: paths.profile.path, element: <ComingSoonRoute title="Profile Settings" />, errorElement },
              { path: paths.account.path, element: <ComingSoonRoute title="Account Settings" />, errorElement },
              { path: paths.history.path, element: <ComingSoonRoute title="Nutrition History" />, errorElement },
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
