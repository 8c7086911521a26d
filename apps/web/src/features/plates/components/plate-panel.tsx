import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { UndoNotice } from '@/components/ui/undo-notice'
import { formatCompactDay } from '@/lib/day-format'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import type { Plate, PlateSync } from '../hooks/use-plate'
import { PLATE_MESSAGES } from '../messages'
import { PlateLine } from './plate-line'

// Shown only when a save meets a newer one from another device: its code loads with a save (see
// below), not with the menu screen.
const loadConflictDialog = () => import('./plate-conflict-dialog')
const PlateConflictDialog = lazy(() => loadConflictDialog().then((module) => ({ default: module.PlateConflictDialog })))
// Totals, charts and targets show only once the plate has a line: the menu screen, which opens on
// an empty plate, does not download them first (docs/decisions/055).
const PlateNumbers = lazy(() => import('./plate-numbers').then((module) => ({ default: module.PlateNumbers })))

export interface PlatePanelProps {
  plate: Plate
  isGuest?: boolean
  /** Small screens: closes the plate back into its summary bar ("Hide plate"); absent, nothing to close. */
  onHide?: () => void
}

/**
 * docs/product.md#plate-panel: items, totals and the percent chart; Save for registered users only.
 * `isGuest` tells a guest (docs/product.md#roles) from a visitor who has not signed in, for the notice.
 */
export function PlatePanel({ plate, isGuest = false, onHide }: PlatePanelProps) {
  const { sync } = plate
  const isEmpty = plate.entries.length === 0
  const hideNumbers = useHideNumbers()
  // Remove and Clear take their own button away: focus goes to the Undo they offer. Undo puts the
  // lines back and focus on the first one's servings; Dismiss sends it to the heading.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const undoRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const afterRender = (focus: () => void) => requestAnimationFrame(focus)
  const focusHeading = () => headingRef.current?.focus()
  const focusUndo = () => afterRender(() => (undoRef.current ?? headingRef.current)?.focus())
  const undo = () => {
    const foodId = plate.undoable?.foodIds[0]
    plate.undo()
    afterRender(() => {
      const line = Array.from(listRef.current?.children ?? []).find(
        (element) => element instanceof HTMLElement && element.dataset.foodId === foodId,
      )
      ;(line?.querySelector('input') ?? headingRef.current)?.focus()
    })
  }
  return (
    <section
      id={PLATE_REGION_ID}
      aria-label={PLATE_MESSAGES.regionLabel}
      aria-busy={sync?.isLoading || undefined}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <div className="flex items-center justify-between gap-2">
          <h2
            id={PLATE_HEADING_ID}
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-4 text-lg font-semibold text-slate-900 outline-none"
          >
            {plate.date === null ? PLATE_MESSAGES.heading : PLATE_MESSAGES.headingFor(formatCompactDay(plate.date))}
          </h2>
          <div className="flex items-center gap-1">
            {isEmpty ? null : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  plate.clear()
                  focusUndo()
                }}
              >
                {PLATE_MESSAGES.clear}
              </Button>
            )}
            {onHide ? (
              <Button variant="secondary" size="sm" className="lg:hidden" onClick={onHide}>
                {PLATE_MESSAGES.hidePlate}
              </Button>
            ) : null}
          </div>
        </div>
        {/* Repeating a saved plate offers its Undo where it was asked for, in "Log again". */}
        <UndoNotice
          message={plate.undoable?.origin === 'plate' ? plate.undoable.text : null}
          onUndo={undo}
          onDismiss={() => {
            plate.dismissUndo()
            focusHeading()
          }}
          undoRef={undoRef}
        />
      </div>
      {/* docs/product.md#session-states: guests have no save button and their plate is not saved. */}
      {sync ? null : (
        <p className="text-xs text-slate-500">{isGuest ? PLATE_MESSAGES.guestNotice : PLATE_MESSAGES.visitorNotice}</p>
      )}
      {sync?.hasLoadFailed ? (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <p>{PLATE_MESSAGES.loadFailed}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={sync.reload}>
            {PLATE_MESSAGES.tryAgain}
          </Button>
        </div>
      ) : null}
      <div>
        {sync?.isWaitingForNetwork ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-4 text-sm text-amber-900">
            {LOADING_OFFLINE}
          </p>
        ) : sync?.isLoading ? (
          <Spinner label={PLATE_MESSAGES.loadingSaved} className="py-4" />
        ) : isEmpty ? (
          <EmptyState title={PLATE_MESSAGES.empty}>{PLATE_MESSAGES.emptyHint}</EmptyState>
        ) : (
          <>
            <ul ref={listRef} className="divide-y divide-slate-100">
              {plate.entries.map((entry) => (
                <PlateLine
                  key={entry.foodId}
                  entry={entry}
                  hideNumbers={hideNumbers}
                  onQuantity={(quantity) => plate.setQuantity(entry.foodId, quantity)}
                  onRemove={() => {
                    plate.remove(entry.foodId)
                    focusUndo()
                  }}
                />
              ))}
            </ul>
            <Suspense fallback={null}>
              <PlateNumbers totals={plate.totals} percents={plate.percents} entries={plate.entries} />
            </Suspense>
          </>
        )}
      </div>
      {sync ? <SavePlate sync={sync} /> : null}
    </section>
  )
}

/** docs/product.md#plate-panel, #plate-save: Save Plate, 'Saved!' for 2 s, the save-blocking message and the failure alert. */
function SavePlate({ sync }: { sync: PlateSync }) {
  // External sync: the conflict dialog's code downloads while a save is on its way, so a conflict
  // shows at once. Should that download fail, the dialog asks for its code again when it opens.
  useEffect(() => {
    if (sync.isSaving) loadConflictDialog().catch(() => {})
  }, [sync.isSaving])
  const reasonId = useId()
  const isDisabled = !sync.canSave
  // 'Saved!' already says there is nothing left to save: the reason waits until it has gone.
  const shownReason = isDisabled && !sync.pendingMessage && !sync.isSavedShown ? sync.disabledReason : null
  return (
    <div className="space-y-2 border-t border-slate-100 pt-4">
      {sync.errorMessage ? (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <p>{sync.errorMessage}</p>
          {sync.errorDetail ? <p className="mt-1 text-xs">{sync.errorDetail}</p> : null}
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        {/* Kept focusable while it cannot act (aria-disabled), so focus stays here through a save. */}
        <Button
          onClick={() => {
            if (!isDisabled) sync.save()
          }}
          aria-disabled={isDisabled || undefined}
          aria-describedby={shownReason ? reasonId : undefined}
          aria-busy={sync.isSaving}
          className="min-w-32"
        >
          {PLATE_MESSAGES.savePlate}
        </Button>
        {/* A live region that exists before it speaks, so 'Saved!' and the offline wait are announced. */}
        <p role="status" className="text-sm font-medium text-emerald-700">
          {sync.isSavedShown ? (
            PLATE_MESSAGES.saved
          ) : sync.pendingMessage ? (
            <span className="font-normal text-slate-700">{sync.pendingMessage}</span>
          ) : sync.hasUnsavedChanges ? (
            <span className="font-normal text-slate-500">{PLATE_MESSAGES.unsavedChanges}</span>
          ) : null}
        </p>
      </div>
      {/* How an offline save ended against another device's save: a live region that exists before it speaks. */}
      <p role="status" className="text-sm text-slate-700">
        {sync.syncNotice}
      </p>
      {shownReason ? (
        <p id={reasonId} className="text-xs text-slate-600">
          {shownReason}
        </p>
      ) : null}
      {sync.conflict ? (
        <Suspense fallback={null}>
          <PlateConflictDialog conflict={sync.conflict} isSaving={sync.isSaving} />
        </Suspense>
      ) : null}
    </div>
  )
}

const LOADING_OFFLINE = "You're offline: this day's saved plate will load when the connection returns."

/**
 * The polite announcement of each add: a live region that exists before it speaks, outside the
 * plate, so it is heard while the plate is closed into its bar on a small screen.
 */
export function PlateAnnouncement({ plate }: { plate: Plate }) {
  return (
    <p role="status" className="sr-only">
      {plate.announcement ? <span key={plate.announcement.id}>{plate.announcement.text}</span> : null}
    </p>
  )
}

/** The id of the plate's section, for the small-screen summary bar that opens it. */
export const PLATE_REGION_ID = 'plate-region'

/** The id of the plate's heading, for the small-screen summary bar that jumps to it. */
export const PLATE_HEADING_ID = 'plate-heading'
