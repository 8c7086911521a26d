import { safeReturnPath } from '@campusplate/shared'
import { useEffect, useRef } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useExchangeToken } from '../api/exchange-token'
import { AUTH_MESSAGES } from '../messages'
import { loginRedirectState } from '../utils/login-redirect'
import { LinkAccountPanel } from './link-account-panel'

/** Where a failed Google sign-in lands (docs/product.md#routes: /login), with the reason in the error box. */
const failedSignIn = { to: paths.login.href(), state: loginRedirectState(AUTH_MESSAGES.loginFailed) }

/** docs/product.md#routes /auth/callback */
export function AuthCallback({
  token,
  error,
  link = null,
  next = null,
}: {
  token: string | null
  error: string | null
  /** A campus sign-in whose e-mail has a password account: the link step's token. */
  link?: string | null
  /** Where to go once signed in (a SAML RelayState): a path of this site, else /dashboard. */
  next?: string | null
}) {
  const navigate = useNavigate()
  const destination = safeReturnPath(next) ?? paths.dashboard.href()
  const { mutate: exchange } = useExchangeToken()
  const canExchange = Boolean(token) && !error
  // The token works once: never send it twice (React runs effects twice in development).
  const hasExchanged = useRef(false)

  useEffect(() => {
    if (!canExchange || !token || hasExchanged.current) return
    hasExchanged.current = true
    exchange(
      { token },
      {
        onSuccess: () => navigate(destination, { replace: true }),
        onError: () => navigate(failedSignIn.to, { replace: true, state: failedSignIn.state }),
      },
    )
  }, [canExchange, token, exchange, navigate, destination])

  if (link && !error && !token) return <LinkAccountPanel token={link} next={destination} />
  if (!canExchange) return <Navigate to={failedSignIn.to} state={failedSignIn.state} replace />
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <Spinner label={AUTH_MESSAGES.signingYouIn} />
    </main>
  )
}
