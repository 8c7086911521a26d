import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { onUnauthorized } from '@/lib/unauthorized'
import { clearSession } from './session'
import { wasAuthenticatedStorage } from './session-storage'

/** Someone already signing in (or reading the policy) is not moved by an expiry. */
const SIGN_IN_PATHS: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
  paths.authCallback.path,
  paths.privacy.path,
]

/** docs/product.md#session-states; on the sign-in screens only signs out, since a redirect would interrupt a callback or a reset. */
export function useSessionExpiryRedirect(): void {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const pathnameRef = useRef(pathname)

  // External sync: the handler below runs outside render and needs the current path.
  useEffect(() => {
    pathnameRef.current = pathname
  }, [pathname])

  // External sync: a subscription to the query client's 401 reports.
  useEffect(
    () =>
      onUnauthorized(() => {
        const isExpired = wasAuthenticatedStorage.get() === true
        const isSigningIn = SIGN_IN_PATHS.includes(pathnameRef.current)
        void clearSession(queryClient).then(async () => {
          if (!isSigningIn) await navigate(paths.login.href({ isExpired }), { replace: true })
          wasAuthenticatedStorage.remove()
        })
      }),
    [queryClient, navigate],
  )
}
