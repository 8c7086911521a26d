import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel'
import { useHydrated } from '@/lib/use-hydrated'

/** Takes the token out of the address, so the browser's history and a shared screen keep no reset token. */
export function ResetPasswordRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const isHydrated = useHydrated()
  const inAddress = searchParams.get('token')
  // undefined until read: the panel says it is checking the link.
  const [token, setToken] = useState<string | null | undefined>(undefined)
  // External sync: the address bar.
  useEffect(() => {
    if (!isHydrated) return
    if (inAddress === null) {
      setToken((current) => (current === undefined ? null : current))
      return
    }
    setToken(inAddress)
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('token')
        return next
      },
      { replace: true },
    )
  }, [isHydrated, inAddress, setSearchParams])
  return <ResetPasswordPanel token={token} />
}

export { ResetPasswordRoute as Component }
