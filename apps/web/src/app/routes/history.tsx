import { energyTarget, historyEnergyTarget, profileMacroRatios } from '@campusplate/shared'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { historyQueries } from '@/features/history/api/history-queries'
import { HistoryScreen } from '@/features/history/components/history-screen'
import { FIRST_PERIOD, periodRange } from '@/features/history/utils/periods'
import { useAppConfig } from '@/lib/app-config'
import { useAuth } from '@/lib/session/use-auth'
import type { StartupQueries } from '../startup-queries'
import { ConfigLoadFailed } from './config-load-failed'

/**
 * docs/product.md#history-screen Nutrition History, loaded lazily with its chart library. The energy target and the macro
 * ratios come from the profile through the shared formulas (docs/product.md#constants: 2400 kcal when no target).
 */
export function HistoryRoute() {
  const config = useAppConfig()
  const { state } = useAuth()
  if (config.isPending || state.status !== 'authenticated' || !config.data) {
    return (
      <div className="mx-auto max-w-4xl py-4">
        <h1 className="text-2xl font-bold text-slate-900">Nutrition History</h1>
        {config.isError ? <ConfigLoadFailed onRetry={() => config.refetch()} /> : <Spinner />}
      </div>
    )
  }
  const today = config.data.campus_today
  const profile = state.user.profile
  const target = energyTarget(profile, today).energy_target
  return (
    <HistoryScreen
      today={today}
      menuHref={paths.dashboard.href()}
      isHidingNumbers={profile.hide_numbers}
      profile={{
        weightLbs: profile.weight,
        goalLbs: profile.weight_goal,
        ratios: profileMacroRatios(profile).ratios,
        targetKcal: historyEnergyTarget(target),
        isDefaultTarget: target === null,
      }}
    />
  )
}

/** A signed-in user's history for the first period, asked for beside the screen's code (decision 070). */
export function askEarly(startup: StartupQueries): void {
  Promise.all([startup.config, startup.user]).then(
    ([config, user]) => {
      if (user === null) return
      const range = periodRange(FIRST_PERIOD, config.campus_today)
      startup.ask(historyQueries.summary(range))
      startup.ask(historyQueries.foodMacros(range))
      startup.ask(historyQueries.micronutrients(range))
      startup.ask(historyQueries.weight(range))
    },
    // The screen's own queries report a failure.
    () => {},
  )
}

export { HistoryRoute as Component }
