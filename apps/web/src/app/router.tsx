import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { AppLayout } from './layout/app-layout'
import { DashboardRoute } from './routes/dashboard'
import { IndexRedirect } from './routes/index-redirect'
import { LoginRoute } from './routes/login'
import { RouteError } from './routes/route-error'

/** Spec §2 route table (the routes of this issue; the others arrive with their screens). */
export const routes: RouteObject[] = [
  { path: paths.login.path, element: <LoginRoute />, errorElement: <RouteError /> },
  {
    path: paths.home.path,
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <IndexRedirect /> },
      // Spec §2: the dashboard has no guard.
      { path: paths.dashboard.path, element: <DashboardRoute />, errorElement: <RouteError /> },
    ],
  },
  // Spec §2: any other path redirects to /.
  { path: '*', element: <Navigate to={paths.home.href()} replace /> },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
