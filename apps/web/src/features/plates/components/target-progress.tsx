import { type MacroValues, roundForDisplay } from '@campusplate/shared'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { appConfigQueryOptions } from '@/lib/app-config'
import { useSignedInProfile } from '@/lib/session/use-profile-preferences'
import { PLATE_MESSAGES } from '../messages'
import { targetProgress } from '../utils/target-progress'
import { PercentMeter, PercentText } from './daily-value-chart'

const YOUR_TARGETS_NOTE = 'From your profile, so these differ from the daily values above.'

/**
 * The plate against the signed-in user's own daily targets, in grams (kcal) and percent, computed
 * in the browser with the shared energyTarget (docs/decisions/032-plate-targets-computed-in-the-browser.md).
 * Guests and profiles without birthday, height or weight get nothing: the daily-value chart stays alone.
 */
export function TargetProgress({ totals }: { totals: MacroValues }) {
  const profile = useSignedInProfile()
  const config = useQuery({ ...appConfigQueryOptions, enabled: profile !== null })
  const today = config.data?.campus_today
  const rows = useMemo(
    () => (profile && today ? targetProgress(totals, profile, today) : null),
    [totals, profile, today],
  )
  if (!rows) return null
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{PLATE_MESSAGES.yourTargets}</h3>
      <p className="text-xs text-slate-600">{YOUR_TARGETS_NOTE}</p>
      <ul className="mt-2 space-y-2">
        {rows.map((row) => {
          const percent = roundForDisplay(row.percent)
          const eaten = `${roundForDisplay(row.eaten)} of ${row.target} ${row.unit}`
          return (
            <li key={row.key}>
              <div aria-hidden="true" className="flex flex-wrap justify-between gap-x-2 text-xs text-slate-600">
                <span>{row.label}</span>
                <span className="tabular-nums">
                  {eaten} · <PercentText percent={percent} />
                </span>
              </div>
              {/* The bar stops at 100 %; the text carries the real amounts. */}
              <PercentMeter
                percent={percent}
                colorKey={row.key}
                label={PLATE_MESSAGES.targetMeterLabel(row.label, eaten, percent)}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
