import { useSearchParams } from 'react-router'
import { AuthCallback } from '@/features/auth/components/auth-callback'

/** docs/product.md#routes /auth/callback: reads the token and error query parameters. */
export function AuthCallbackRoute() {
  const [searchParams] = useSearchParams()
  return (
    <AuthCallback
      token={searchParams.get('token')}
      error={searchParams.get('error')}
      link={searchParams.get('link')}
      next={searchParams.get('next')}
    />
  )
}

export { AuthCallbackRoute as Component }
