import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { onUnauthorized } from '@/lib/unauthorized'
import { wasAuthenticatedStorage } from '../utils/auth-storage'
import { clearSession } from '../utils/session'

/**
 * Spec §4: any 401 from an API call logs out and replace-navigates to /login, with ?expired=1
 * only if the user had been authenticated. Mount once, inside the router. The was-authenticated
 * flag is left as is, so a burst of 401s (plate and profile at once) all land on the same page.
 */
export function useSessionExpiryRedirect(): void {
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  // External sync: a subscription to the query client's 401 reports.
  useEffect(
    () =>
      onUnauthorized(() => {
        const isExpired = wasAuthenticatedStorage.get() === true
        void clearSession(queryClient).then(() => navigate(paths.login.href({ isExpired }), { replace: true }))
      }),
    [queryClient, navigate],
  )
}
