import { formatQuantity, roundForDisplay } from '@campusplate/shared'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { UndoNotice } from '@/components/ui/undo-notice'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { useStoredValue } from '@/lib/use-stored-value'
import { PLATE_MESSAGES } from '../messages'
import { type CustomMeal, type CustomMealStorage, forgetCustomMeal, restoreCustomMeal } from '../utils/custom-meals'

/** The custom meals saved on this device, in the Add Custom Meal dialog: add one again, or forget it with an undo. */
export function SavedMeals({ storage, onAdd }: { storage: CustomMealStorage; onAdd: (meal: CustomMeal) => void }) {
  const saved = useStoredValue(storage) ?? []
  const hideNumbers = useHideNumbers()
  const listRef = useRef<HTMLUListElement>(null)
  // Kept with its place until it is undone or another is forgotten.
  const [forgotten, setForgotten] = useState<{ meal: CustomMeal; index: number } | null>(null)
  const dialogOf = () => listRef.current?.closest('dialog') ?? null
  // Forget takes its own button away: focus goes to a neighbouring meal, else to the first field.
  const forget = (id: string, index: number) => {
    const rows = Array.from(listRef.current?.children ?? [])
    const neighbour = (rows[index + 1] ?? rows[index - 1])?.querySelector('button') ?? null
    const firstField = dialogOf()?.querySelector<HTMLElement>('input') ?? null
    setForgotten(forgetCustomMeal(id, storage))
    // After React has taken the row away.
    requestAnimationFrame(() => (neighbour ?? firstField)?.focus())
  }
  const undo = () => {
    if (!forgotten) return
    const { meal, index } = forgotten
    const dialogElement = dialogOf()
    restoreCustomMeal(meal, index, storage)
    setForgotten(null)
    const label = PLATE_MESSAGES.reAdd(meal.name)
    // After React has put the row back: focus on the meal that came back.
    requestAnimationFrame(() =>
      Array.from(dialogElement?.querySelectorAll('button') ?? [])
        .find((button) => button.getAttribute('aria-label') === label)
        ?.focus(),
    )
  }
  if (saved.length === 0 && !forgotten) return null
  return (
    <section aria-labelledby="saved-meals-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="saved-meals-heading" className="text-sm font-semibold text-slate-900">
        {PLATE_MESSAGES.savedMeals}
      </h3>
      <UndoNotice
        message={forgotten ? PLATE_MESSAGES.forgotten(forgotten.meal.name) : null}
        onUndo={undo}
        onDismiss={() => {
          setForgotten(null)
          dialogOf()?.querySelector<HTMLElement>('input')?.focus()
        }}
      />
      <ul ref={listRef} className="mt-2 divide-y divide-slate-100">
        {saved.map((meal, index) => (
          <li key={meal.id} className="flex items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words text-slate-900">{meal.name}</p>
              {hideNumbers ? null : (
                <p className="text-xs text-slate-600 tabular-nums">
                  {roundForDisplay(meal.calories)} kcal · P {formatQuantity(meal.protein)} g · C{' '}
                  {formatQuantity(meal.carbs)} g · F {formatQuantity(meal.totalFat)} g
                </p>
              )}
            </div>
            <div className="flex shrink-0 gap-1">
              <Button
                size="sm"
                variant="secondary"
                aria-label={PLATE_MESSAGES.reAdd(meal.name)}
                onClick={() => onAdd(meal)}
              >
                Add
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={PLATE_MESSAGES.forget(meal.name)}
                onClick={() => forget(meal.id, index)}
              >
                Forget
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
