import { addDays, type FoodItem, formatQuantity, type RecentPlate } from '@campusplate/shared'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { UndoNotice } from '@/components/ui/undo-notice'
import { formatCompactDay } from '@/lib/day-format'
import { useIsOnline } from '@/lib/use-online'
import { useRecentPlates } from '../api/get-recent-plates'
import type { Plate } from '../hooks/use-plate'
import { QUICK_LOG_MESSAGES as MESSAGES } from '../quick-log-messages'
import { applyPlateEdit } from '../utils/plate-entries'
import { repeatedEntries } from '../utils/repeat-plate'
import { type FillMode, RepeatDialog } from './repeat-dialog'

const RECENT_OFFLINE = "You're offline: your recent plates will load when the connection returns."

export interface QuickLogProps {
  plate: Plate
  /** Every menu item of the plate's day, to find the repeated dishes on it; undefined while loading. */
  dayFoods: readonly FoodItem[] | undefined
  /** The campus today, to word the question ("Add to today's plate"). */
  today: string
}

/**
 * "Log again", one row: "Same as yesterday" and "Repeat a recent plate" (the latest 7 saved
 * plates) fill the plate of the chosen day, which the person then saves. On a plate with items they
 * first ask whether to add or replace; every outcome can be undone (docs/decisions/055). Shown
 * once the user has a saved plate to repeat. Registered users only.
 */
export function QuickLog({ plate, dayFoods, today }: QuickLogProps) {
  const date = plate.date
  const recent = useRecentPlates(date)
  const isOnline = useIsOnline()
  // External sync: a failure met offline is asked again once the connection returns.
  useEffect(() => {
    if (isOnline && recent.isError) void recent.refetch()
  }, [isOnline, recent.isError, recent.refetch])
  const headingId = useId()
  const yesterdayReasonId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const undoRef = useRef<HTMLButtonElement>(null)
  const [asking, setAsking] = useState<RecentPlate | null>(null)
  const undoable = plate.undoable?.origin === 'repeat' ? plate.undoable : null
  if (date === null) return null
  if (recent.isSuccess && recent.data.plates.length === 0 && undoable === null) return null
  // Offline, the row stays to say why the recent plates have not loaded.
  const isWaitingOffline = !isOnline && recent.data === undefined && (recent.isError || recent.isPaused)
  if (recent.isPending && !isWaitingOffline) return null
  const yesterday = recent.data?.plates.find((saved) => saved.date === addDays(date, -1))
  const isReady = recent.isSuccess && dayFoods !== undefined
  const fill = (saved: RecentPlate, mode: FillMode) => {
    if (!dayFoods) return
    const repeated = repeatedEntries(saved, dayFoods)
    if (repeated.length === 0) return
    // Adding keeps the plate's lines: a dish already there gains the repeated servings.
    const lines =
      mode === 'add'
        ? repeated.reduce((list, entry) => applyPlateEdit(list, { type: 'add', entry }), plate.entries)
        : repeated
    const offMenu = repeated.filter((entry) => entry.fromDate !== undefined).length
    const day = formatCompactDay(saved.date)
    const isReplacing = mode === 'replace' && plate.entries.length > 0
    plate.fill(
      lines,
      isReplacing
        ? MESSAGES.filledReplaced(repeated.length, day, offMenu)
        : MESSAGES.filledAdded(repeated.length, day, offMenu),
    )
    // The pressed control stays, but what happened is in the undo offer: focus goes to its Undo.
    requestAnimationFrame(() => (undoRef.current ?? headingRef.current)?.focus())
  }
  const repeat = (saved: RecentPlate) => {
    if (plate.entries.length > 0) setAsking(saved)
    else fill(saved, 'replace')
  }
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus())
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white px-4 py-2 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-sm font-semibold text-slate-900 outline-none">
          {MESSAGES.quickLog}
        </h2>
        {isWaitingOffline ? (
          <p role="status" className="text-sm text-amber-900">
            {RECENT_OFFLINE}
          </p>
        ) : recent.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800">
            <p>{MESSAGES.recentFailed}</p>
            <Button variant="secondary" size="sm" onClick={() => void recent.refetch()}>
              {MESSAGES.tryAgain}
            </Button>
          </div>
        ) : (
          <>
            <Button
              size="sm"
              aria-disabled={!isReady || !yesterday || undefined}
              aria-describedby={isReady && !yesterday ? yesterdayReasonId : undefined}
              aria-busy={!isReady || undefined}
              onClick={() => {
                if (isReady && yesterday) repeat(yesterday)
              }}
            >
              {MESSAGES.sameAsYesterday}
            </Button>
            {isReady && !yesterday ? (
              <p id={yesterdayReasonId} className="text-xs text-slate-600">
                {MESSAGES.nothingYesterday}
              </p>
            ) : null}
            <details className="open:basis-full">
              <summary className="inline-flex min-h-9 cursor-pointer items-center rounded text-sm font-medium text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-600">
                {MESSAGES.repeatRecent}
              </summary>
              {!isReady ? (
                <Spinner label={MESSAGES.loadingRecent} className="py-2" />
              ) : (
                <ul className="mt-1 divide-y divide-slate-100">
                  {recent.data.plates.map((saved) => (
                    <li key={saved.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <div className="min-w-0 flex-1 basis-48">
                        <p className="text-sm font-medium text-slate-900">{formatCompactDay(saved.date)}</p>
                        <p className="text-xs break-words text-slate-600">
                          {saved.items.map((item) => `${formatQuantity(item.quantity)} × ${item.name}`).join(', ')}
                        </p>
                      </div>
                      <Button variant="secondary" size="sm" onClick={() => repeat(saved)}>
                        {MESSAGES.repeatDay(formatCompactDay(saved.date))}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </details>
          </>
        )}
      </div>
      <UndoNotice
        message={undoable?.text ?? null}
        onUndo={() => {
          plate.undo()
          focusHeading()
        }}
        onDismiss={() => {
          plate.dismissUndo()
          focusHeading()
        }}
        undoRef={undoRef}
      />
      {asking ? (
        <RepeatDialog
          day={formatCompactDay(asking.date)}
          count={asking.items.length}
          addLabel={MESSAGES.repeatAdd(date === today, formatCompactDay(date))}
          onChoose={(mode) => {
            setAsking(null)
            if (mode !== null) fill(asking, mode)
          }}
        />
      ) : null}
    </section>
  )
}
