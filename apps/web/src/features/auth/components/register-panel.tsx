import type { RegisterRequest } from '@campusplate/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import { type FormEvent, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { EmailField } from '@/components/ui/email-field'
import { Link } from '@/components/ui/link'
import { PasswordField } from '@/components/ui/password-field'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { ApiError, errorMessageFor } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { useFocusOnFailure } from '@/lib/use-focus-on-failure'
import { useRegister } from '../api/register'
import { AUTH_MESSAGES } from '../messages'
import { EMPTY_REGISTER_FORM, type RegisterFormInput, RegisterFormSchema } from '../utils/register-form'
import { AuthCard, authLinkClasses } from './auth-card'
import { CampusButtons, GoogleButton, OrDivider } from './google-button'
import { PrivacyText, TermsText } from './legal-text'

type LegalDocument = 'terms' | 'privacy'

const inlineButtonClasses =
  'rounded font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-600'

/** The registration screen of docs/product.md#registration, with the rules of docs/product.md#registration-fields and the messages of docs/product.md#errors. */
export function RegisterPanel() {
  const navigate = useNavigate()
  const registerMutation = useRegister()
  const [isPasswordVisible, setIsPasswordVisible] = useState(false)
  const [openDocument, setOpenDocument] = useState<LegalDocument | null>(null)
  const id = useId()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterRequest>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: EMPTY_REGISTER_FORM,
  })

  const isCreating = registerMutation.isPending
  const errorRef = useFocusOnFailure(registerMutation.isError)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The button stays focusable (aria-disabled) while working, so it must refuse a second send itself.
    if (isCreating) {
      event.preventDefault()
      return
    }
    // A new attempt retires the previous failure, so an old message never sits beside a new one.
    registerMutation.reset()
    void handleSubmit((body) =>
      registerMutation.mutate(body, {
        // docs/product.md#registration: on success the profile is refreshed (in the mutation) and the user goes to /dashboard.
        onSuccess: () => navigate(paths.dashboard.href(), { replace: true }),
      }),
    )(event)
  }

  const errorMessage = registerMutation.isError
    ? errorMessageFor(registerMutation.error, {
        fallback: AUTH_MESSAGES.registrationFailed,
        network: AUTH_MESSAGES.registrationNetworkError,
      })
    : null
  // The address has an account already: offer the two ways on from here.
  const isEmailTaken = registerMutation.error instanceof ApiError && registerMutation.error.status === 409
  const termsError = errors.has_agreed_to_terms?.message
  // Campus-only mode (docs/decisions/057): no password forms; GUEST_MODE=false: no guest entry.
  const config = useAppConfig().data
  const termsIds = {
    checkbox: `${id}-terms`,
    prefix: `${id}-terms-prefix`,
    termsButton: `${id}-terms-button`,
    join: `${id}-terms-join`,
    privacyButton: `${id}-privacy-button`,
    error: `${id}-terms-error`,
  }

  // Campus-only mode (docs/decisions/057): accounts come from the campus sign-in only.
  if (config?.password_sign_in === false) {
    return (
      <AuthCard title={AUTH_MESSAGES.registerHeading}>
        <div className="mt-6 space-y-4">
          <CampusButtons />
          <GoogleButton label={AUTH_MESSAGES.signUpWithGoogle} />
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={AUTH_MESSAGES.registerHeading}>
      <div className="mt-6 space-y-4">
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={AUTH_MESSAGES.firstName}
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextField
              label={AUTH_MESSAGES.lastName}
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </div>
          <EmailField label={AUTH_MESSAGES.email} error={errors.email?.message} {...register('email')} />
          <PasswordField
            label={AUTH_MESSAGES.password}
            autoComplete="new-password"
            hint={AUTH_MESSAGES.passwordHint}
            isVisible={isPasswordVisible}
            onToggleVisibility={() => setIsPasswordVisible((visible) => !visible)}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={AUTH_MESSAGES.confirmPassword}
            autoComplete="new-password"
            isVisible={isPasswordVisible}
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          <div>
            <div className="flex items-start gap-2">
              <input
                id={termsIds.checkbox}
                type="checkbox"
                // The name joins the label text and the two document buttons, so it reads as one sentence.
                aria-labelledby={`${termsIds.prefix} ${termsIds.termsButton} ${termsIds.join} ${termsIds.privacyButton}`}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? termsIds.error : undefined}
                className="size-6 shrink-0 accent-emerald-700"
                {...register('has_agreed_to_terms')}
              />
              <p className="text-sm text-slate-700">
                <label id={termsIds.prefix} htmlFor={termsIds.checkbox}>
                  {AUTH_MESSAGES.agreePrefix}
                </label>{' '}
                <button
                  id={termsIds.termsButton}
                  type="button"
                  className={inlineButtonClasses}
                  onClick={() => setOpenDocument('terms')}
                >
                  {AUTH_MESSAGES.termsTitle}
                </button>{' '}
                <span id={termsIds.join}>{AUTH_MESSAGES.agreeJoin}</span>{' '}
                <button
                  id={termsIds.privacyButton}
                  type="button"
                  className={inlineButtonClasses}
                  onClick={() => setOpenDocument('privacy')}
                >
                  {AUTH_MESSAGES.privacyTitle}
                </button>
              </p>
            </div>
            {termsError ? (
              <p id={termsIds.error} className="mt-1 text-sm text-red-700">
                {termsError}
              </p>
            ) : null}
          </div>
          <Button type="submit" className="w-full" aria-disabled={isCreating || undefined} aria-busy={isCreating}>
            {isCreating ? AUTH_MESSAGES.creatingAccount : AUTH_MESSAGES.createAccountButton}
          </Button>
          {/* Below the button, so the fields and the button do not move when a message appears. */}
          {errorMessage ? (
            <Alert ref={errorRef}>
              {errorMessage}
              {isEmailTaken ? (
                <span className="mt-1 flex flex-wrap items-center gap-x-1">
                  <Link to={paths.login.href()} className={authLinkClasses}>
                    {AUTH_MESSAGES.signInLink}
                  </Link>
                  <span>{AUTH_MESSAGES.emailTakenJoin}</span>
                  <Link to={paths.forgotPassword.href()} className={authLinkClasses}>
                    {AUTH_MESSAGES.resetPasswordLink}
                  </Link>
                </span>
              ) : null}
            </Alert>
          ) : null}
        </form>
        <OrDivider />
        <CampusButtons />
        <GoogleButton label={AUTH_MESSAGES.signUpWithGoogle} />
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        {AUTH_MESSAGES.haveAccount}{' '}
        <Link to={paths.login.href()} className={authLinkClasses}>
          {AUTH_MESSAGES.signInLink}
        </Link>
      </p>
      {openDocument ? (
        <Dialog
          title={openDocument === 'terms' ? AUTH_MESSAGES.termsTitle : AUTH_MESSAGES.privacyTitle}
          onClose={() => setOpenDocument(null)}
          initialFocus="dialog"
          backdropCloses
        >
          {openDocument === 'terms' ? <TermsText /> : <PrivacyText />}
          <div className="mt-6 flex justify-end">
            <Button variant="secondary" onClick={() => setOpenDocument(null)}>
              {AUTH_MESSAGES.close}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </AuthCard>
  )
}
