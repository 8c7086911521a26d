import { dayLeft, type FoodItem, type MacroValues, mealsNowOrNext } from '@campusplate/shared'
import { lazy, Suspense, useMemo, useState } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { useSignedInProfile } from '@/lib/session/use-profile-preferences'
import { useAvailableOptions } from '../api/get-available-options'
import { FITS_MESSAGES } from '../fits-messages'
import { useCampusClock } from '../hooks/use-campus-clock'

// The ranking and its list load only when the person opens the disclosure (docs/decisions/055).
const FitsList = lazy(() => import('./fits-list').then((m) => ({ default: m.FitsList })))

export interface FitsMyDayProps {
  today: string
  timeZone: string
  /** What today's plate holds so far (unsaved changes included). */
  eaten: MacroValues
  /** Adds the dishes of a suggestion (one, or a main with its side) to the plate. */
  onAdd: (foods: readonly FoodItem[]) => void
  /** Where focus goes when an Add leaves no suggestion to move to (the plate). */
  focusAfterLast?: () => void
}

/**
 * "Fits my day", a closed disclosure shown only when it can help: a profile complete enough for a
 * target, and a meal served now or next today. Opened, it lists the dishes and pairs that fit what is
 * left of the day (shared `fitsMyDay`).
 */
export function FitsMyDay({ today, timeZone, eaten, onAdd, focusAfterLast }: FitsMyDayProps) {
  const profile = useSignedInProfile()
  const clock = useCampusClock(timeZone)
  const options = useAvailableOptions(today)
  const [isOpen, setOpen] = useState(false)
  const left = useMemo(() => (profile ? dayLeft(profile, today, eaten) : null), [profile, today, eaten])
  const windows = options.data?.serving_windows_by_hall
  const served = useMemo(() => (windows ? mealsNowOrNext(windows, clock.minutesOfDay) : []), [windows, clock])
  if (!profile || !left || served.length === 0) return null
  return (
    <section aria-label={FITS_MESSAGES.fitsMyDay}>
      <details
        className="rounded-xl border border-slate-200 bg-white px-4 py-2 shadow-sm"
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="min-h-9 cursor-pointer rounded py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-emerald-600">
          <span className="font-semibold text-slate-900">{FITS_MESSAGES.fitsMyDay}</span>{' '}
          <span className="text-xs text-slate-600">{FITS_MESSAGES.fitsIntro}</span>
        </summary>
        {isOpen ? (
          <Suspense fallback={<Spinner label={FITS_MESSAGES.fitsLoading} className="py-2" />}>
            <FitsList
              today={today}
              left={left}
              served={served}
              profile={profile}
              onAdd={onAdd}
              focusAfterLast={focusAfterLast}
            />
          </Suspense>
        ) : null}
      </details>
    </section>
  )
}
