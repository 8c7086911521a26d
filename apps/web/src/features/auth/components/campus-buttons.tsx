import { Button } from '@/components/ui/button'
import { useAppConfig } from '@/lib/app-config'

/**
 * The campus sign-in buttons the server lists in /api/app-config (OpenID Connect providers and
 * SAML), each a full-page navigation to its login path; nothing when none is configured.
 */
export function CampusButtons() {
  const providers = useAppConfig().data?.sign_in_providers ?? []
  if (providers.length === 0) return null
  return (
    <div className="space-y-2">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          className="w-full"
          onClick={() => window.location.assign(provider.login_path)}
        >
          {provider.label}
        </Button>
      ))}
    </div>
  )
}

/** What the server allows besides the campus buttons; until the config arrives, everything. */
export function useSignInOptions() {
  const config = useAppConfig().data
  return {
    passwordSignIn: config?.password_sign_in !== false,
    guestMode: config?.guest_mode !== false,
    googleEnabled: config?.google_enabled !== false,
  }
}
