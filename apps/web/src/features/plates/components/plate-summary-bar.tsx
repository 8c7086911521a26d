import type { Plate } from '../hooks/use-plate'
import { formatCalories } from '../hooks/use-plate'
import { PLATE_MESSAGES } from '../messages'
import { PLATE_HEADING_ID } from './plate-panel'

/**
 * Small screens only: the plate sits above the menu, out of sight while dishes are added, so a bar
 * fixed to the bottom of the screen shows its count and calories and takes the user to it.
 */
export function PlateSummaryBar({ plate, hideNumbers = false }: { plate: Plate; hideNumbers?: boolean }) {
  const count = plate.entries.length
  if (count === 0) return null
  const goToPlate = () => {
    const heading = document.getElementById(PLATE_HEADING_ID)
    heading?.scrollIntoView({ block: 'start' })
    heading?.focus({ preventScroll: true })
  }
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-lg lg:hidden">
      <button
        type="button"
        onClick={goToPlate}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        <span>{PLATE_MESSAGES.viewPlate}</span>
        <span className="tabular-nums">
          {PLATE_MESSAGES.plateSummary(count, hideNumbers ? null : formatCalories(plate.totals.calories))}
        </span>
      </button>
    </div>
  )
}
