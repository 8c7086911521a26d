import { Spinner } from '@/components/ui/spinner'
import { ProfileSettings } from '@/features/profile/components/profile-settings'
import { useAppConfig } from '@/lib/app-config'
import { ConfigLoadFailed } from './config-load-failed'

/** docs/product.md#profile-screen Profile Settings (loaded lazily: the sign-in and dashboard pages do not download it). */
export function ProfileRoute() {
  const config = useAppConfig()
  if (config.isPending) return <Spinner />
  if (!config.data) {
    return <ConfigLoadFailed onRetry={() => config.refetch()} />
  }
  return <ProfileSettings today={config.data.campus_today} />
}

export { ProfileRoute as Component }
