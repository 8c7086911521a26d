import { Outlet } from 'react-router'
import { useSessionExpiryRedirect } from '@/lib/session/use-session-expiry'
import { RouteFocus } from '../route-focus'
import { useDocumentTitle } from '../use-document-title'

/**
 * The root of every route: where a 401 anywhere turns into the sign-in screen (docs/product.md#session-states), the tab
 * title follows the route, and a route change moves focus to the new page's heading.
 */
export function AppRoot() {
  useSessionExpiryRedirect()
  const pageTitle = useDocumentTitle()
  return (
    <>
      <RouteFocus pageTitle={pageTitle} />
      <Outlet />
    </>
  )
}
