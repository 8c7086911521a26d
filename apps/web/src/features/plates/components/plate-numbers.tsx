import { type MacroValues, micronutrientTotals } from '@campusplate/shared'
import { MicronutrientTable } from '@/components/nutrition/micronutrient-table'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { PLATE_MESSAGES } from '../messages'
import type { PlateEntry } from '../utils/plate-entries'
import { DailyValueChart } from './daily-value-chart'
import { PlateTotals } from './plate-totals'
import { TargetProgress } from './target-progress'

/** With "Hide numbers" on, none of them shows. */
export function PlateNumbers({
  totals,
  percents,
  entries,
}: {
  totals: MacroValues
  percents: MacroValues
  entries: readonly PlateEntry[]
}) {
  const hideNumbers = useHideNumbers()
  if (hideNumbers) return <p className="text-xs text-slate-600">{PLATE_MESSAGES.numbersHidden}</p>
  return (
    <>
      <PlateTotals totals={totals} />
      <DailyValueChart percents={percents} />
      <TargetProgress totals={totals} />
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-700">
          {PLATE_MESSAGES.micronutrients}
        </summary>
        <MicronutrientTable
          amounts={micronutrientTotals(entries)}
          items={entries.length}
          caption={PLATE_MESSAGES.micronutrients}
          amountHeading="Total"
        />
      </details>
    </>
  )
}
