import type { LoginRequest } from '@campusplate/shared'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmailField } from '@/components/ui/email-field'
import { Link } from '@/components/ui/link'
import { PasswordField } from '@/components/ui/password-field'
import { paths } from '@/config/paths'
import { errorMessageFor } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { loadedSchemas, loadSchemas } from '@/lib/schema-loader'
import { useAuth } from '@/lib/session/use-auth'
import { useFocusOnFailure } from '@/lib/use-focus-on-failure'
import { useHydrated } from '@/lib/use-hydrated'
import { useLogin } from '../api/login'
import { LOGIN_CONTEXT_MESSAGES } from '../login-messages'
import { AUTH_MESSAGES } from '../messages'
import { checkLoginForm, LOGIN_FIELDS, type LoginErrors } from '../utils/login-form'
import { readLoginRedirectError } from '../utils/login-redirect'
import { AuthCard, authLinkClasses } from './auth-card'
import { CampusButtons, GoogleButton, OrDivider } from './google-button'

/** docs/product.md#login; checked with the shared schema, not react-hook-form, to keep the first page small (docs/decisions/045). */
export function LoginPanel() {
  const { state, continueAsGuest } = useAuth()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  // The query string and the history entry are the browser's: the prerendered page has neither.
  const isHydrated = useHydrated()
  const isExpired = isHydrated && searchParams.get('expired') === '1'
  const signedOut = isHydrated ? searchParams.get('signed-out') : null
  const location = useLocation()
  // Kept for this visit only: the history entry's state would bring it back on a reload or Back.
  const [redirectError, setRedirectError] = useState(() => readLoginRedirectError(location.state))
  const hasRedirectState = readLoginRedirectError(location.state) !== null
  useEffect(() => {
    if (hasRedirectState) void navigate({ search: location.search }, { replace: true, state: null })
  }, [hasRedirectState, navigate, location.search])
  const loginMutation = useLogin()
  // Campus-only mode hides the password forms (docs/decisions/057).
  const config = useAppConfig().data
  const [isPasswordVisible, setIsPasswordVisible] = useState(false)
  const [errors, setErrors] = useState<LoginErrors | null>(null)

  const isSigningIn = loginMutation.isPending
  const isChecking = useRef(false)
  const errorRef = useFocusOnFailure(loginMutation.isError)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The button stays focusable (aria-disabled) while working, so it must refuse a second send itself.
    if (isSigningIn || isChecking.current) return
    // A new attempt retires the previous failure, so an old message never sits beside a new one.
    loginMutation.reset()
    setRedirectError(null)
    const form = event.currentTarget
    const signIn = (body: LoginRequest) =>
      loginMutation.mutate(body, {
        onSuccess: () => navigate(paths.dashboard.href(), { replace: true }),
      })
    // Until the check has run, a second submit (Enter pressed twice) sends nothing more.
    isChecking.current = true
    loadSchemas().then(
      (schemas) => {
        isChecking.current = false
        const checked = checkLoginForm(form, schemas)
        if ('errors' in checked) {
          setErrors(checked.errors)
          const firstInError = LOGIN_FIELDS.find((field) => checked.errors[field])
          if (firstInError) (form.elements.namedItem(firstInError) as HTMLInputElement | null)?.focus()
          return
        }
        setErrors({})
        signIn(checked.body)
      },
      // Without schemas the call asks for them again, and reports a network error as any failed sign-in does.
      () => {
        isChecking.current = false
        const data = new FormData(form)
        signIn({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') })
      },
    )
  }

  // After a submit that failed its checks, each keystroke checks again, so a message goes once fixed.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const schemas = loadedSchemas()
    // Messages show only after a submit has checked the form, which brought the schemas.
    if (errors === null || !schemas) return
    const checked = checkLoginForm(event.currentTarget, schemas)
    setErrors('errors' in checked ? checked.errors : {})
  }

  const onGuest = () => {
    continueAsGuest()
    navigate(paths.dashboard.href())
  }

  // docs/product.md#session-states: a failed start is 'Failed to connect to server' (a visitor's 'Not authenticated' is no error here).
  const startError =
    state.status === 'unauthenticated' && state.error === AUTH_MESSAGES.connectionFailed ? state.error : null
  const errorMessage = loginMutation.isError
    ? errorMessageFor(loginMutation.error, { fallback: AUTH_MESSAGES.loginFailed })
    : loginMutation.isIdle
      ? ((isHydrated ? redirectError : null) ?? startError)
      : null

  return (
    <AuthCard title={AUTH_MESSAGES.loginHeading}>
      <div className="mt-6 space-y-4">
        {isExpired ? (
          <Alert tone="info">
            <strong>{AUTH_MESSAGES.sessionExpired}</strong> {AUTH_MESSAGES.sessionExpiredHint}{' '}
            {LOGIN_CONTEXT_MESSAGES.sessionExpiredPlateKept}
          </Alert>
        ) : signedOut === 'email-changed' ? (
          <Alert tone="info">{LOGIN_CONTEXT_MESSAGES.emailChanged}</Alert>
        ) : signedOut === 'account-deleted' ? (
          <Alert tone="info">{LOGIN_CONTEXT_MESSAGES.accountDeleted}</Alert>
        ) : null}
        {config?.password_sign_in !== false ? (
          <>
            <form method="post" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-4">
              <EmailField name="email" label={AUTH_MESSAGES.emailAddress} error={errors?.email} />
              <div>
                <PasswordField
                  label={AUTH_MESSAGES.password}
                  autoComplete="current-password"
                  isVisible={isPasswordVisible}
                  onToggleVisibility={() => setIsPasswordVisible((visible) => !visible)}
                  name="password"
                  error={errors?.password}
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
          </>
        ) : null}
        <CampusButtons />
        <GoogleButton label={AUTH_MESSAGES.continueWithGoogle} />
        {config?.guest_mode !== false ? (
          <div className="space-y-2">
            <Button variant="secondary" className="w-full" onClick={onGuest}>
              {AUTH_MESSAGES.continueAsGuest}
            </Button>
            <p className="text-center text-xs text-slate-500">{AUTH_MESSAGES.guestHint}</p>
          </div>
        ) : null}
      </div>
      {config?.password_sign_in !== false ? (
        <p className="mt-6 text-center text-sm text-slate-600">
          {AUTH_MESSAGES.noAccount}{' '}
          <Link to={paths.register.href()} className={authLinkClasses}>
            {AUTH_MESSAGES.createAccount}
          </Link>
        </p>
      ) : null}
    </AuthCard>
  )
}
