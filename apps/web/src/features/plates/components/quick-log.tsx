import { addDays, type FoodItem, formatQuantity, type RecentPlate } from '@campusplate/shared'
import { useEffect, useId } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { formatCompactDay } from '@/lib/day-format'
import { useIsOnline } from '@/lib/use-online'
import { useRecentPlates } from '../api/get-recent-plates'
import type { Plate } from '../hooks/use-plate'
import { PLATE_MESSAGES } from '../messages'
import { repeatedEntries } from '../utils/repeat-plate'

const RECENT_OFFLINE = "You're offline: your recent plates will load when the connection returns."

export interface QuickLogProps {
  plate: Plate
  /** Every menu item of the plate's day, to find the repeated dishes on it; undefined while loading. */
  dayFoods: readonly FoodItem[] | undefined
}

/**
 * "Same as yesterday" and "Repeat a recent plate" (the latest 7 saved plates): one tap fills the
 * plate of the chosen day, which the person then saves. Registered users only.
 */
export function QuickLog({ plate, dayFoods }: QuickLogProps) {
  const date = plate.date
  const recent = useRecentPlates(date)
  const isOnline = useIsOnline()
  // External sync: a failure met offline is asked again once the connection returns.
  useEffect(() => {
    if (isOnline && recent.isError) void recent.refetch()
  }, [isOnline, recent.isError, recent.refetch])
  const headingId = useId()
  const yesterdayReasonId = useId()
  if (date === null) return null
  const yesterday = recent.data?.plates.find((saved) => saved.date === addDays(date, -1))
  const isReady = recent.isSuccess && dayFoods !== undefined
  const repeat = (saved: RecentPlate) => {
    if (dayFoods) plate.fill(repeatedEntries(saved, dayFoods), saved.date)
  }
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {PLATE_MESSAGES.quickLog}
      </h2>
      {!isOnline && (recent.isError || recent.isPaused) ? (
        <p role="status" className="mt-2 text-sm text-amber-900">
          {RECENT_OFFLINE}
        </p>
      ) : recent.isError ? (
        <div role="alert" className="mt-2 text-sm text-red-800">
          <p>{PLATE_MESSAGES.recentFailed}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void recent.refetch()}>
            {PLATE_MESSAGES.tryAgain}
          </Button>
        </div>
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Button
              size="sm"
              aria-disabled={!isReady || !yesterday || undefined}
              aria-describedby={isReady && !yesterday ? yesterdayReasonId : undefined}
              aria-busy={!isReady || undefined}
              onClick={() => {
                if (isReady && yesterday) repeat(yesterday)
              }}
            >
              {PLATE_MESSAGES.sameAsYesterday}
            </Button>
            {isReady && !yesterday ? (
              <p id={yesterdayReasonId} className="text-xs text-slate-600">
                {PLATE_MESSAGES.nothingYesterday}
              </p>
            ) : null}
          </div>
          <details className="mt-3">
            <summary className="cursor-pointer rounded text-sm font-medium text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-600">
              {PLATE_MESSAGES.repeatRecent}
            </summary>
            {!isReady ? (
              <Spinner label={PLATE_MESSAGES.loadingRecent} className="py-2" />
            ) : recent.data.plates.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{PLATE_MESSAGES.noRecent}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100">
                {recent.data.plates.map((saved) => (
                  <li key={saved.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="text-sm font-medium text-slate-900">{formatCompactDay(saved.date)}</p>
                      <p className="text-xs break-words text-slate-600">
                        {saved.items.map((item) => `${formatQuantity(item.quantity)} × ${item.name}`).join(', ')}
                      </p>
                    </div>
                    <Button variant="secondary" size="sm" onClick={() => repeat(saved)}>
                      {PLATE_MESSAGES.repeatDay(formatCompactDay(saved.date))}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </details>
        </>
      )}
    </section>
  )
}
