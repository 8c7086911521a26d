import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { errorMessageFor } from '@/lib/api-client'
import { useFocusOnFailure } from '@/lib/use-focus-on-failure'
import { useLinkAccount } from '../api/link-account'
import { AUTH_MESSAGES } from '../messages'
import { AuthCard } from './auth-card'
import { CurrentPasswordField } from './current-password-field'

/**
 * The link step (docs/decisions/057): a campus sign-in whose e-mail already has a password account
 * links to it only once that account's password is entered here; never silently.
 */
export function LinkAccountPanel({ token, next }: { token: string; next: string }) {
  const navigate = useNavigate()
  const link = useLinkAccount()
  const errorRef = useFocusOnFailure(link.isError)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (link.isPending) return
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    link.mutate({ token, password }, { onSuccess: () => navigate(next, { replace: true }) })
  }

  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <AuthCard title={AUTH_MESSAGES.linkHeading}>
        <p className="mt-4 text-sm text-slate-600">{AUTH_MESSAGES.linkIntro}</p>
        <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <CurrentPasswordField />
          <Button
            type="submit"
            className="w-full"
            aria-disabled={link.isPending || undefined}
            aria-busy={link.isPending}
          >
            {AUTH_MESSAGES.linkSubmit}
          </Button>
          {link.isError ? (
            <Alert ref={errorRef} title={AUTH_MESSAGES.authErrorTitle}>
              {errorMessageFor(link.error, { fallback: AUTH_MESSAGES.loginFailed })}
            </Alert>
          ) : null}
        </form>
      </AuthCard>
    </main>
  )
}
