import { ForgotPasswordPanel } from '@/features/auth/components/forgot-password-panel'

/** docs/product.md#forgot-password /forgot-password. */
export function ForgotPasswordRoute() {
  return <ForgotPasswordPanel />
}

export { ForgotPasswordRoute as Component }
