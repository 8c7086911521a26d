import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '../hooks/use-auth'
import { AUTH_MESSAGES } from '../messages'

/**
 * The login screen of spec §2. The e-mail and password form, 'Forgot password?' and 'Continue with
 * Google' arrive with the sign-in issue and go into `signInForm`.
 */
export function LoginPanel({ signInForm }: { signInForm?: ReactNode }) {
  const { continueAsGuest } = useAuth()
  const navigate = useNavigate()

  const onGuest = () => {
    continueAsGuest()
    // Spec §2: success or guest entry goes to /dashboard.
    navigate(paths.dashboard.href())
  }

  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-center text-2xl font-bold text-slate-900">{AUTH_MESSAGES.loginHeading}</h1>
      {signInForm ? <div className="mt-6">{signInForm}</div> : null}
      <div className="mt-6 space-y-3">
        <Button variant="secondary" className="w-full" onClick={onGuest}>
          {AUTH_MESSAGES.continueAsGuest}
        </Button>
        <p className="text-center text-xs text-slate-500">{AUTH_MESSAGES.guestHint}</p>
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        {AUTH_MESSAGES.noAccount}{' '}
        <Link
          to={paths.register.href()}
          className="rounded font-medium text-emerald-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          {AUTH_MESSAGES.createAccount}
        </Link>
      </p>
    </div>
  )
}
