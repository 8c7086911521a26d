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

/** Its texts live here, not in AUTH_MESSAGES, so the sign-in page does not carry them. */
const LINK_TEXT = {
  heading: 'Link your existing account',
  intro:
    'An account with this e-mail already exists. Enter its password once to sign in with your campus account from now on.',
  submit: 'Link and sign in',
}

/** Never links silently: the account's password must be entered here (docs/decisions/057). */
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
      <AuthCard title={LINK_TEXT.heading}>
        <p className="mt-4 text-sm text-slate-600">{LINK_TEXT.intro}</p>
        <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <CurrentPasswordField />
          <Button
            type="submit"
            className="w-full"
            aria-disabled={link.isPending || undefined}
            aria-busy={link.isPending}
          >
            {LINK_TEXT.submit}
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
