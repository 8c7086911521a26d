import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { onUnauthorized } from '@/lib/unauthorized'
import { clearSession } from './session'
import { wasAuthenticatedStorage } from './session-storage'

/** Screens where a person is already signing in (or reading the policy): an expiry does not move them. */
const SIGN_IN_PATHS: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
  paths.authCallback.path,
  paths.privacy.path,
]

/**
 * docs/product.md#session-states: any 401 from an API call logs out and replace-navigates to /login, with ?expired=1
 * only if the user had been authenticated. Mount once, inside the router.
 *
 * The was-authenticated flag is read when each 401 arrives, so a burst of them (plate and profile
 * at once) all land on /login?expired=1, and it is cleared once the expiry has been shown: the next
 * visit is an ordinary visitor's. On the sign-in screens the user is only signed out there: a
 * redirect would interrupt a Google callback or a password reset in progress.
 */
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
