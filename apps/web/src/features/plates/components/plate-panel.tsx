import { formatQuantity, roundTo } from '@campusplate/shared'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import type { Plate } from '../hooks/use-plate'
import { PLATE_MESSAGES } from '../messages'
import { entryKey, entryPortion, plateLine } from '../utils/plate-entries'
import { DailyValueChart } from './daily-value-chart'
import { PlateTotals } from './plate-totals'

export interface PlatePanelProps {
  plate: Plate
  /** Spec §4: guests have no save button and their plate is not saved. */
  isGuest: boolean
}

/** Spec §2 plate panel: items, totals and the percent chart against the daily reference values. */
export function PlatePanel({ plate, isGuest }: PlatePanelProps) {
  const isEmpty = plate.entries.length === 0
  return (
    <section
      aria-label={PLATE_MESSAGES.regionLabel}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{PLATE_MESSAGES.heading}</h2>
        {isEmpty ? null : (
          <Button variant="ghost" size="sm" onClick={plate.clear}>
            {PLATE_MESSAGES.clear}
          </Button>
        )}
      </div>
      {isGuest ? <p className="text-xs text-slate-500">{PLATE_MESSAGES.guestNotice}</p> : null}
      {isEmpty ? (
        <EmptyState title={PLATE_MESSAGES.empty}>{PLATE_MESSAGES.emptyHint}</EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {plate.entries.map((entry) => {
              const line = plateLine(entry)
              return (
                <li key={entryKey(entry)} className="flex items-start justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{entry.name}</p>
                    <p className="text-xs text-slate-600">
                      {formatQuantity(entry.quantity)} × {entryPortion(entry)} ·{' '}
                      <span className="tabular-nums">{roundTo(line.calories * line.quantity, 0)} kcal</span>
                    </p>
                  </div>
                  <Button
                    variant="danger"
                    size="sm"
                    className="shrink-0"
                    aria-label={PLATE_MESSAGES.removeFor(entry.name)}
                    onClick={() => plate.remove(entryKey(entry))}
                  >
                    {PLATE_MESSAGES.remove}
                  </Button>
                </li>
              )
            })}
          </ul>
          <PlateTotals totals={plate.totals} />
          <DailyValueChart percents={plate.percents} />
        </>
      )}
    </section>
  )
}
