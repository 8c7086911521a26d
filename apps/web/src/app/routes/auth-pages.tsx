import { useSearchParams } from 'react-router'
import { AuthCallback } from '@/features/auth/components/auth-callback'
import { ForgotPasswordPanel } from '@/features/auth/components/forgot-password-panel'
import { LoginPanel } from '@/features/auth/components/login-panel'
import { RegisterPanel } from '@/features/auth/components/register-panel'
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel'

/** Spec §2 /login (reads ?expired=1 itself). */
export function LoginRoute() {
  return <LoginPanel />
}

/** Spec §2 /register. */
export function RegisterRoute() {
  return <RegisterPanel />
}

/** Spec §2 /forgot-password. */
export function ForgotPasswordRoute() {
  return <ForgotPasswordPanel />
}

/** Spec §2 /reset-password: reads the token query parameter. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams()
  return <ResetPasswordPanel token={searchParams.get('token')} />
}

/** Spec §2 /auth/callback: reads the token and error query parameters. */
export function AuthCallbackRoute() {
  const [searchParams] = useSearchParams()
  return <AuthCallback token={searchParams.get('token')} error={searchParams.get('error')} />
}
