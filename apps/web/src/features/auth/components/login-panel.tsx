import { type LoginRequest, LoginRequestSchema } from '@campusplate/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import { type FormEvent, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import type { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmailField } from '@/components/ui/email-field'
import { PasswordField } from '@/components/ui/password-field'
import { paths } from '@/config/paths'
import { errorMessageFor } from '@/lib/api-client'
import { useAuth } from '@/lib/session/use-auth'
import { useFocusOnFailure } from '@/lib/use-focus-on-failure'
import { useLogin } from '../api/login'
import { AUTH_MESSAGES } from '../messages'
import { readLoginRedirectError } from '../utils/login-redirect'
import { AuthCard, authLinkClasses } from './auth-card'
import { GoogleButton, OrDivider } from './google-button'

/**
 * The login screen of spec §2. `?expired=1` (a session that had been authenticated expired) shows
 * 'Session expired'; a failure that brought the user here (the Google callback) shows in the box.
 */
export function LoginPanel() {
  const { state, continueAsGuest } = useAuth()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const isExpired = searchParams.get('expired') === '1'
  const location = useLocation()
  // Kept for this visit only: the history entry's state would bring it back on a reload or Back.
  const [redirectError, setRedirectError] = useState(() => readLoginRedirectError(location.state))
  const hasRedirectState = readLoginRedirectError(location.state) !== null
  // External sync: clearing the history entry's state.
  useEffect(() => {
    if (hasRedirectState) void navigate({ search: location.search }, { replace: true, state: null })
  }, [hasRedirectState, navigate, location.search])
  const loginMutation = useLogin()
  const [isPasswordVisible, setIsPasswordVisible] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof LoginRequestSchema>, unknown, LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  })

  const isSigningIn = loginMutation.isPending
  const errorRef = useFocusOnFailure(loginMutation.isError)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The button stays focusable (aria-disabled) while working, so it must refuse a second send itself.
    if (isSigningIn) {
      event.preventDefault()
      return
    }
    // A new attempt retires the previous failure, so an old message never sits beside a new one.
    loginMutation.reset()
    setRedirectError(null)
    void handleSubmit((body) =>
      loginMutation.mutate(body, {
        // Spec §2: success goes to /dashboard.
        onSuccess: () => navigate(paths.dashboard.href(), { replace: true }),
      }),
    )(event)
  }

  const onGuest = () => {
    continueAsGuest()
    // Spec §2: success or guest entry goes to /dashboard.
    navigate(paths.dashboard.href())
  }

  // Spec §4: a failed start is 'Failed to connect to server' (a visitor's 'Not authenticated' is no error here).
  const startError =
    state.status === 'unauthenticated' && state.error === AUTH_MESSAGES.connectionFailed ? state.error : null
  const errorMessage = loginMutation.isError
    ? errorMessageFor(loginMutation.error, { fallback: AUTH_MESSAGES.loginFailed })
    : loginMutation.isIdle
      ? (redirectError ?? startError)
      : null

  return (
    <AuthCard title={AUTH_MESSAGES.loginHeading}>
      <div className="mt-6 space-y-4">
        {isExpired ? (
          <Alert tone="info">
            <strong>{AUTH_MESSAGES.sessionExpired}</strong> {AUTH_MESSAGES.sessionExpiredHint}
          </Alert>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <EmailField label={AUTH_MESSAGES.emailAddress} error={errors.email?.message} {...register('email')} />
          <div>
            <PasswordField
              label={AUTH_MESSAGES.password}
              autoComplete="current-password"
              isVisible={isPasswordVisible}
              onToggleVisibility={() => setIsPasswordVisible((visible) => !visible)}
              error={errors.password?.message}
              {...register('password')}
            />
            <p className="mt-1 text-right text-sm">
              <Link to={paths.forgotPassword.href()} className={authLinkClasses}>
                {AUTH_MESSAGES.forgotPassword}
              </Link>
            </p>
          </div>
          <Button type="submit" className="w-full" aria-disabled={isSigningIn || undefined} aria-busy={isSigningIn}>
            {isSigningIn ? AUTH_MESSAGES.signingIn : AUTH_MESSAGES.signIn}
          </Button>
          {/* Below the button, so the fields and the button do not move when a message appears. */}
          {errorMessage ? (
            <Alert ref={errorRef} title={AUTH_MESSAGES.authErrorTitle}>
              {errorMessage}
            </Alert>
          ) : null}
        </form>
        <OrDivider />
        <GoogleButton label={AUTH_MESSAGES.continueWithGoogle} />
        <div className="space-y-2">
          <Button variant="secondary" className="w-full" onClick={onGuest}>
            {AUTH_MESSAGES.continueAsGuest}
          </Button>
          <p className="text-center text-xs text-slate-500">{AUTH_MESSAGES.guestHint}</p>
        </div>
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        {AUTH_MESSAGES.noAccount}{' '}
        <Link to={paths.register.href()} className={authLinkClasses}>
          {AUTH_MESSAGES.createAccount}
        </Link>
      </p>
    </AuthCard>
  )
}
