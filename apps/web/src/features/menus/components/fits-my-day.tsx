import {
  dayLeft,
  type FoodItem,
  fitsMyDay,
  type MacroValues,
  mealsNowOrNext,
  suggestionReasonText,
} from '@campusplate/shared'
import { useId, useMemo, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Link } from '@/components/ui/link'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useHideNumbers, useSignedInProfile } from '@/lib/session/use-profile-preferences'
import { useAvailableOptions } from '../api/get-available-options'
import { useDayFoods } from '../api/get-day-foods'
import { useCampusClock } from '../hooks/use-campus-clock'
import { MENU_MESSAGES } from '../messages'

export interface FitsMyDayProps {
  today: string
  timeZone: string
  /** What today's plate holds so far (unsaved changes included). */
  eaten: MacroValues
  onAdd: (foods: readonly FoodItem[]) => void
  /** Where focus goes when an Add leaves no suggestion to move to (the plate). */
  focusAfterLast?: () => void
}

/**
 * "Fits my day": dishes and small combinations on the menus served now or next that fit the energy
 * and protein left today and the user's profile, each with why it was chosen (shared `fitsMyDay`).
 */
export function FitsMyDay({ today, timeZone, eaten, onAdd, focusAfterLast }: FitsMyDayProps) {
  const headingId = useId()
  const profile = useSignedInProfile()
  const hideNumbers = useHideNumbers()
  const clock = useCampusClock(timeZone)
  const foods = useDayFoods(today)
  const options = useAvailableOptions(today)
  const left = useMemo(() => (profile ? dayLeft(profile, today, eaten) : null), [profile, today, eaten])
  const windows = options.data?.serving_windows_by_hall
  const served = useMemo(() => (windows ? mealsNowOrNext(windows, clock.minutesOfDay) : []), [windows, clock])
  const suggestions = useMemo(
    () => (profile && left && foods.data ? fitsMyDay({ foods: foods.data, served, profile, left }) : []),
    [profile, left, foods.data, served],
  )
  const listRef = useRef<HTMLOListElement>(null)
  if (!profile) return null

  const keyOf = (items: readonly FoodItem[]) => items.map((food) => food.id).join()
  // An added suggestion may leave the list: focus moves to the one after it (or the one now in its
  // place), else to the plate, never to the page body.
  const add = (index: number) => {
    const chosen = suggestions[index]
    if (!chosen) return
    const next = suggestions[index + 1]
    const nextKey = next ? keyOf(next.items) : null
    onAdd(chosen.items)
    requestAnimationFrame(() => {
      const buttons = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-add]') ?? [])
      const target =
        buttons.find((button) => nextKey !== null && button.dataset.add === nextKey) ??
        buttons.find((button) => button.dataset.add !== keyOf(chosen.items) && buttons.indexOf(button) >= index)
      if (target) target.focus()
      else focusAfterLast?.()
    })
  }

  const body = () => {
    if (!left) {
      return (
        <p className="text-sm text-slate-600">
          {MENU_MESSAGES.fitsNeedsTargets}{' '}
          <Link to={paths.profile.href()} className="font-medium text-emerald-800 underline">
            {MENU_MESSAGES.fitsOpenProfile}
          </Link>
        </p>
      )
    }
    if (foods.isError || options.isError) {
      return (
        <div role="alert" className="text-sm text-red-800">
          <p>{MENU_MESSAGES.fitsFailed}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => {
              void foods.refetch()
              void options.refetch()
            }}
          >
            {MENU_MESSAGES.fitsRetry}
          </Button>
        </div>
      )
    }
    if (foods.isPending || options.isPending) return <Spinner label={MENU_MESSAGES.fitsLoading} className="py-2" />
    if (left.energyKcal <= 0) {
      return <EmptyState title={hideNumbers ? MENU_MESSAGES.fitsDayFullBalanced : MENU_MESSAGES.fitsDayFull} />
    }
    if (suggestions.length === 0) return <EmptyState title={MENU_MESSAGES.fitsNone} />
    return (
      <ol ref={listRef} className="mt-2 divide-y divide-slate-100">
        {suggestions.map((suggestion, index) => {
          const names = suggestion.items.map((food) => food.name).join(' + ')
          return (
            <li key={keyOf(suggestion.items)} className="py-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 flex-1 basis-48">
                  <h3 className="font-medium break-words text-slate-900">{names}</h3>
                  <p className="text-xs text-slate-600">
                    {MENU_MESSAGES.fitsWhere(
                      suggestion.hall,
                      suggestion.meal,
                      suggestion.station,
                      suggestion.status === 'now'
                        ? MENU_MESSAGES.fitsNow
                        : MENU_MESSAGES.fitsFrom(
                            served.find((m) => m.hall === suggestion.hall && m.meal === suggestion.meal)?.window
                              .start ?? '',
                          ),
                    )}
                  </p>
                  <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                    {suggestion.reasons.map((reason) => (
                      <li key={reason.kind}>{suggestionReasonText(reason, hideNumbers)}</li>
                    ))}
                  </ul>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={MENU_MESSAGES.fitsAdd(names)}
                  data-add={keyOf(suggestion.items)}
                  onClick={() => add(index)}
                >
                  {MENU_MESSAGES.add}
                </Button>
              </div>
            </li>
          )
        })}
      </ol>
    )
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {MENU_MESSAGES.fitsMyDay}
      </h2>
      <p className="text-xs text-slate-600">{MENU_MESSAGES.fitsIntro}</p>
      {body()}
    </section>
  )
}
