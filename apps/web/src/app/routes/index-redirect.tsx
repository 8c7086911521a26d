import { Navigate } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/session/use-auth'

/** docs/product.md#routes: the index goes to the dashboard when signed in (or a guest), else to login. */
export function IndexRedirect() {
  const { state } = useAuth()
  if (state.status === 'loading') return <Spinner />
  const isIn = state.status === 'authenticated' || state.status === 'guest'
  return <Navigate to={isIn ? paths.dashboard.href() : paths.login.href()} replace />
}
