import { ForgotPasswordPanel } from '@/features/auth/components/forgot-password-panel'

/** Spec §2 /forgot-password. */
export function ForgotPasswordRoute() {
  return <ForgotPasswordPanel />
}

export { ForgotPasswordRoute as Component }
