import { RESET_REDIRECT_DELAY_MS } from '@campusplate/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { PasswordField } from '@/components/ui/password-field'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { errorMessageFor } from '@/lib/api-client'
import { useFocusOnFailure } from '@/lib/use-focus-on-failure'
import { useResetLink } from '../api/check-reset-token'
import { useResetPassword } from '../api/reset-password'
import { AUTH_MESSAGES } from '../messages'
import {
  EMPTY_RESET_PASSWORD_FORM,
  type ResetPasswordFormInput,
  ResetPasswordFormSchema,
} from '../utils/reset-password-form'
import { AuthCard, authLinkClasses } from './auth-card'

function RequestNewLink() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={paths.forgotPassword.href()} className={authLinkClasses}>
        {AUTH_MESSAGES.requestNewLink}
      </Link>
    </p>
  )
}

/** docs/product.md#reset-password */
function ResetSucceeded() {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.login.href(), { replace: true }), RESET_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [navigate])

  return (
    <AuthCard title={AUTH_MESSAGES.resetSuccessHeading} isOutcome>
      <p role="status" className="mt-6 text-center text-sm text-slate-700">
        {AUTH_MESSAGES.resetSuccess}
      </p>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login.href()} className={authLinkClasses}>
          {AUTH_MESSAGES.backToSignIn}
        </Link>
      </p>
    </AuthCard>
  )
}

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard title={AUTH_MESSAGES.resetHeading}>
      <Alert className="mt-6">{message}</Alert>
      <RequestNewLink />
    </AuthCard>
  )
}

function CheckingLink() {
  return (
    <AuthCard title={AUTH_MESSAGES.resetHeading}>
      <Spinner label={AUTH_MESSAGES.checkingResetLink} />
    </AuthCard>
  )
}

/** `token` undefined: not read yet (the prerendered page); a bad link is named when the page opens, before any typing. */
export function ResetPasswordPanel({ token }: { token: string | null | undefined }) {
  if (token === undefined) return <CheckingLink />
  // docs/product.md#reset-fields: the token must exist.
  if (!token) return <InvalidLink message={AUTH_MESSAGES.resetLinkInvalid} />
  return <ResetPasswordForm token={token} />
}

function ResetPasswordForm({ token }: { token: string }) {
  const link = useResetLink(token)
  const reset = useResetPassword()
  const errorRef = useFocusOnFailure(reset.isError)
  const [isPasswordVisible, setIsPasswordVisible] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormInput, unknown, { new_password: string }>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: EMPTY_RESET_PASSWORD_FORM,
  })

  if (reset.isSuccess) return <ResetSucceeded />
  if (link.status === 'refused') return <InvalidLink message={link.detail ?? AUTH_MESSAGES.resetLinkInvalid} />
  if (link.status === 'checking') return <CheckingLink />

  const errorMessage = reset.isError
    ? errorMessageFor(reset.error, { fallback: AUTH_MESSAGES.resetFailed, network: AUTH_MESSAGES.resetNetworkError })
    : null
  const isResetting = reset.isPending

  return (
    <AuthCard title={AUTH_MESSAGES.resetHeading}>
      <form
        method="post"
        noValidate
        onSubmit={(event) => {
          // The button stays focusable (aria-disabled) while working, so it refuses a second send itself.
          if (isResetting) event.preventDefault()
          else void handleSubmit(({ new_password }) => reset.mutate({ token, new_password }))(event)
        }}
        className="mt-6 space-y-4"
      >
        {errorMessage ? <Alert ref={errorRef}>{errorMessage}</Alert> : null}
        <PasswordField
          label={AUTH_MESSAGES.newPassword}
          autoComplete="new-password"
          hint={AUTH_MESSAGES.passwordHint}
          isVisible={isPasswordVisible}
          onToggleVisibility={() => setIsPasswordVisible((visible) => !visible)}
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordField
          label={AUTH_MESSAGES.confirmNewPassword}
          autoComplete="new-password"
          isVisible={isPasswordVisible}
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" className="w-full" aria-disabled={isResetting || undefined} aria-busy={isResetting}>
          {isResetting ? AUTH_MESSAGES.resettingPassword : AUTH_MESSAGES.resetPassword}
        </Button>
      </form>
      {errorMessage ? <RequestNewLink /> : null}
    </AuthCard>
  )
}
