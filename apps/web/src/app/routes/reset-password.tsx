import { useSearchParams } from 'react-router'
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel'

/** Spec §2 /reset-password: reads the token query parameter. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams()
  return <ResetPasswordPanel token={searchParams.get('token')} />
}

export { ResetPasswordRoute as Component }
