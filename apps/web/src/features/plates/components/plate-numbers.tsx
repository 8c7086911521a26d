import type { MacroValues } from '@campusplate/shared'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { PLATE_MESSAGES } from '../messages'
import { DailyValueChart } from './daily-value-chart'
import { PlateTotals } from './plate-totals'
import { TargetProgress } from './target-progress'

/**
 * The plate's numbers: totals, the percent-of-daily-value chart and, beside it, progress against
 * the user's own targets. With "Hide numbers" on, none of them shows.
 */
export function PlateNumbers({ totals, percents }: { totals: MacroValues; percents: MacroValues }) {
  const hideNumbers = useHideNumbers()
  if (hideNumbers) return <p className="text-xs text-slate-600">{PLATE_MESSAGES.numbersHidden}</p>
  return (
    <>
      <PlateTotals totals={totals} />
      <DailyValueChart percents={percents} />
      <TargetProgress totals={totals} />
    </>
  )
}
