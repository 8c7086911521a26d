import { Navigate, Outlet } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/session/use-auth'

/** docs/product.md#routes, #roles: profile, account and history need a signed-in user who is not a guest; others go to /login. */
export function RequireRegisteredUser() {
  const { state } = useAuth()
  if (state.status === 'loading') return <Spinner />
  if (state.status !== 'authenticated') return <Navigate to={paths.login.href()} replace />
  return <Outlet />
}
