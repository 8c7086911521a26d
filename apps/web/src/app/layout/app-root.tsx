import { Outlet } from 'react-router'
import { useSessionExpiryRedirect } from '@/lib/session/use-session-expiry'
import { RouteFocus } from '../route-focus'
import { useDocumentTitle } from '../use-document-title'

/** Where a 401 anywhere becomes the sign-in screen (docs/product.md#session-states) and route changes move focus. */
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
