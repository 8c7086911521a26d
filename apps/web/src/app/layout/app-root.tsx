import { Outlet } from 'react-router'
import { useSessionExpiryRedirect } from '@/lib/session/use-session-expiry'

/** The root of every route: where a 401 anywhere turns into the sign-in screen (spec §4). */
export function AppRoot() {
  useSessionExpiryRedirect()
  return <Outlet />
}
