import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { ProfileSettings } from '@/features/profile/components/profile-settings'
import { useAppConfig } from '@/lib/app-config'

/** Spec §2 Profile Settings (loaded lazily: the sign-in and dashboard pages do not download it). */
export function ProfileRoute() {
  const config = useAppConfig()
  if (config.isPending) return <Spinner />
  if (!config.data) {
    return (
      <EmptyState title="Failed to connect to server">
        <Button variant="secondary" className="mt-3" onClick={() => config.refetch()}>
          Try again
        </Button>
      </EmptyState>
    )
  }
  return <ProfileSettings today={config.data.campus_today} />
}

export { ProfileRoute as Component }
