import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { FavouritesScreen } from '@/features/favourites/components/favourites-screen'
import { useAppConfig } from '@/lib/app-config'
import { ConfigLoadFailed } from './config-load-failed'

/** The Favourites view, loaded lazily: the dashboard carries only the star. */
export function FavouritesRoute() {
  const config = useAppConfig()
  if (!config.data) {
    return (
      <div className="mx-auto max-w-3xl py-4">
        <h1 className="text-2xl font-bold text-slate-900">Favourites</h1>
        {config.isError ? <ConfigLoadFailed onRetry={() => config.refetch()} /> : <Spinner />}
      </div>
    )
  }
  return (
    <FavouritesScreen
      today={config.data.campus_today}
      menuHref={paths.dashboard.href()}
      menuHrefFor={({ date, hall, meal }) => `${paths.dashboard.href()}?${new URLSearchParams({ date, hall, meal })}`}
    />
  )
}
