import { MACRO_ROWS, type MacroValues, roundForDisplay } from '@campusplate/shared'
import { PLATE_MESSAGES } from '../messages'

/** Totals rounded to whole numbers for display. */
export function PlateTotals({ totals }: { totals: MacroValues }) {
  return (
    <div>
      <h3 className="sr-only">{PLATE_MESSAGES.totals}</h3>
      <dl className="grid grid-cols-2 gap-2">
        {MACRO_ROWS.map((row) => (
          <div key={row.key} className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{row.label}</dt>
            <dd className="text-lg font-semibold break-words text-slate-900 tabular-nums">
              {roundForDisplay(totals[row.key])} {row.unit}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
