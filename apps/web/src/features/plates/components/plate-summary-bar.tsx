import { type Ref, useEffect } from 'react'
import type { Plate } from '../hooks/use-plate'
import { formatCalories } from '../hooks/use-plate'
import { PLATE_MESSAGES } from '../messages'
import { PLATE_REGION_ID } from './plate-panel'

/** Whether the small-screen bar has something to show: lines, a change to save, an Undo, a failure, a wait for the connection. */
export function isPlateBarShown(plate: Plate, isOpen: boolean): boolean {
  return (
    isOpen ||
    plate.entries.length > 0 ||
    Boolean(plate.sync?.hasUnsavedChanges || plate.sync?.hasLoadFailed || plate.sync?.isWaitingForNetwork) ||
    plate.undoable?.origin === 'plate'
  )
}

export interface PlateSummaryBarProps {
  plate: Plate
  hideNumbers?: boolean
  /** Opens the plate (closed into this bar on small screens) and takes the user to it. */
  onOpen: () => void
  buttonRef?: Ref<HTMLButtonElement>
}

/**
 * Small screens only: the plate is closed into a bar fixed to the bottom of the screen that shows
 * its count and calories and opens it ("3 items · 960 kcal · View plate", docs/decisions/055).
 * While it shows, the page keeps room below its content and a focused control above the bar.
 */
export function PlateSummaryBar({ plate, hideNumbers = false, onOpen, buttonRef }: PlateSummaryBarProps) {
  const count = plate.entries.length
  // External sync: the document's scroll padding keeps what gets focus clear of the fixed bar.
  useEffect(() => {
    const root = document.documentElement
    const previous = root.style.scrollPaddingBottom
    root.style.scrollPaddingBottom = '6rem'
    return () => {
      root.style.scrollPaddingBottom = previous
    }
  }, [])
  return (
    <>
      <div aria-hidden="true" className="h-24 lg:hidden" />
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-lg lg:hidden">
        <button
          ref={buttonRef}
          type="button"
          aria-controls={PLATE_REGION_ID}
          onClick={onOpen}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          <span className="tabular-nums">
            {PLATE_MESSAGES.plateSummary(count, hideNumbers ? null : formatCalories(plate.totals.calories))}
            <span className="sr-only"> · </span>
          </span>
          <span>{PLATE_MESSAGES.viewPlate}</span>
        </button>
      </div>
    </>
  )
}
