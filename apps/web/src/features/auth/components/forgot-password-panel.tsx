import { type ForgotPasswordRequest, ForgotPasswordRequestSchema } from '@campusplate/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmailField } from '@/components/ui/email-field'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { errorMessageFor } from '@/lib/api-client'
import { useFocusOnFailure } from '@/lib/use-focus-on-failure'
import { useRequestPasswordReset } from '../api/forgot-password'
import { AUTH_MESSAGES } from '../messages'
import { AuthCard, authLinkClasses } from './auth-card'

function BackToSignIn() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={paths.login.href()} className={authLinkClasses}>
        {AUTH_MESSAGES.backToSignIn}
      </Link>
    </p>
  )
}

/** docs/product.md#forgot-password: the confirmation never says whether the address has an account. */
export function ForgotPasswordPanel() {
  const resetRequest = useRequestPasswordReset()
  const errorRef = useFocusOnFailure(resetRequest.isError)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ForgotPasswordRequestSchema>, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  })

  if (resetRequest.isSuccess) {
    return (
      <AuthCard title={AUTH_MESSAGES.checkEmailHeading} isOutcome>
        <div className="mt-6 space-y-3 text-center text-sm text-slate-700">
          <p role="status">{AUTH_MESSAGES.forgotPasswordSent}</p>
          <p className="text-slate-500">{AUTH_MESSAGES.resetLinkValidity}</p>
        </div>
        <BackToSignIn />
      </AuthCard>
    )
  }

  const errorMessage = resetRequest.isError
    ? errorMessageFor(resetRequest.error, {
        fallback: AUTH_MESSAGES.forgotFailed,
        network: AUTH_MESSAGES.forgotNetworkError,
      })
    : null
  const isSending = resetRequest.isPending

  return (
    <AuthCard title={AUTH_MESSAGES.forgotHeading}>
      <p className="mt-2 text-center text-sm text-slate-600">{AUTH_MESSAGES.forgotIntro}</p>
      <form
        method="post"
        noValidate
        onSubmit={(event) => {
          // The button stays focusable (aria-disabled) while sending, so it refuses a second send itself.
          if (isSending) event.preventDefault()
          else void handleSubmit((body) => resetRequest.mutate(body))(event)
        }}
        className="mt-6 space-y-4"
      >
        {errorMessage ? <Alert ref={errorRef}>{errorMessage}</Alert> : null}
        <EmailField label={AUTH_MESSAGES.emailAddress} error={errors.email?.message} {...register('email')} />
        <Button type="submit" className="w-full" aria-disabled={isSending || undefined} aria-busy={isSending}>
          {isSending ? AUTH_MESSAGES.sendingResetLink : AUTH_MESSAGES.sendResetLink}
        </Button>
      </form>
      <BackToSignIn />
    </AuthCard>
  )
}
