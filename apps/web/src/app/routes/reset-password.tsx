import { useSearchParams } from 'react-router'
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel'
import { useHydrated } from '@/lib/use-hydrated'

/** /reset-password: reads the token query parameter, once the prerendered page is hydrated. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams()
  const isHydrated = useHydrated()
  return <ResetPasswordPanel token={isHydrated ? searchParams.get('token') : undefined} />
}

export { ResetPasswordRoute as Component }
