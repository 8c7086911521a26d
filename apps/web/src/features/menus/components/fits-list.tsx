import {
  type DayLeft,
  type FoodItem,
  fitsMyDay,
  type MenuMatchProfile,
  type ServedMeal,
  suggestionName,
  suggestionReasonText,
  suggestionVerdict,
} from '@campusplate/shared'
import { useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { useDayFoods } from '../api/get-day-foods'
import { FITS_MESSAGES } from '../fits-messages'
import { MENU_MESSAGES } from '../messages'

/** Suggestions shown before "More suggestions". */
const FIRST_SHOWN = 2

export interface FitsListProps {
  today: string
  left: DayLeft
  served: readonly ServedMeal[]
  profile: MenuMatchProfile
  onAdd: (foods: readonly FoodItem[]) => void
  /** Where focus goes when an Add leaves no suggestion to move to (the plate). */
  focusAfterLast?: () => void
}

const keyOf = (items: readonly FoodItem[]) => items.map((food) => food.id).join()

/**
 * The suggestions of "Fits my day", best first: two, then the rest on "More suggestions". Each says
 * where it is served, which fits better and why, in words (only words under Hide numbers).
 */
export function FitsList({ today, left, served, profile, onAdd, focusAfterLast }: FitsListProps) {
  const hideNumbers = useHideNumbers()
  const foods = useDayFoods(today)
  const [isAllShown, setAllShown] = useState(false)
  const listRef = useRef<HTMLOListElement>(null)
  const suggestions = useMemo(
    () => (foods.data ? fitsMyDay({ foods: foods.data, served, profile, left }) : []),
    [foods.data, served, profile, left],
  )
  if (foods.isError) {
    return (
      <div role="alert" className="py-2 text-sm text-red-800">
        <p>{FITS_MESSAGES.fitsFailed}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void foods.refetch()}>
          {FITS_MESSAGES.fitsRetry}
        </Button>
      </div>
    )
  }
  if (foods.isPending) return <Spinner label={FITS_MESSAGES.fitsLoading} className="py-2" />
  if (left.energyKcal <= 0) {
    return <EmptyState title={hideNumbers ? FITS_MESSAGES.fitsDayFullBalanced : FITS_MESSAGES.fitsDayFull} />
  }
  if (suggestions.length === 0) return <EmptyState title={FITS_MESSAGES.fitsNone} />
  const shown = isAllShown ? suggestions : suggestions.slice(0, FIRST_SHOWN)
  // An added suggestion may leave the list: focus moves to the one after it (or the one now in its
  // place), else to the plate, never to the page body.
  const add = (index: number) => {
    const chosen = shown[index]
    if (!chosen) return
    const next = shown[index + 1]
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
  return (
    <>
      <ol ref={listRef} className="divide-y divide-slate-100">
        {shown.map((suggestion, index) => {
          const name = suggestionName(suggestion)
          const window = served.find((m) => m.hall === suggestion.hall && m.meal === suggestion.meal)?.window
          return (
            <li key={keyOf(suggestion.items)} className="py-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 flex-1 basis-48">
                  <h3 className="font-medium break-words text-slate-900">{name}</h3>
                  <p className="text-xs text-slate-600">
                    {FITS_MESSAGES.fitsWhere(
                      suggestion.hall,
                      suggestion.meal,
                      suggestion.station,
                      suggestion.status === 'now' ? FITS_MESSAGES.fitsNow : FITS_MESSAGES.fitsFrom(window?.start ?? ''),
                    )}
                  </p>
                  <p className="mt-1 text-sm font-medium text-slate-800">
                    {suggestionVerdict(suggestion, suggestions)}
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
                  aria-label={FITS_MESSAGES.fitsAdd(name)}
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
      {!isAllShown && suggestions.length > FIRST_SHOWN ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setAllShown(true)
            // The button goes: focus moves to the first suggestion it revealed.
            requestAnimationFrame(() =>
              listRef.current?.children[FIRST_SHOWN]?.querySelector<HTMLElement>('button')?.focus(),
            )
          }}
        >
          {FITS_MESSAGES.fitsMore}
        </Button>
      ) : null}
    </>
  )
}
