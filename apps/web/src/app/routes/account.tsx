import { Spinner } from '@/components/ui/spinner'
import { AccountSettings } from '@/features/account/components/account-settings'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { displayInitial } from '@/features/auth/utils/user-display'
import { useAppConfig } from '@/lib/app-config'
import { useAuth } from '@/lib/session/use-auth'

/** docs/product.md#account-screen Account Settings; the guard above lets only a registered user in. */
export function AccountRoute() {
  const { state } = useAuth()
  const config = useAppConfig()
  if (state.status !== 'authenticated') return <Spinner />
  return (
    <AccountSettings
      user={state.user}
      initial={displayInitial(state.user.profile.name)}
      logOut={<SignOutButton />}
      supportUrl={config.data?.support_url || null}
    />
  )
}

export { AccountRoute as Component }
