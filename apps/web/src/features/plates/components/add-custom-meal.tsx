import { formatQuantity, roundForDisplay } from '@campusplate/shared'
import { lazy, Suspense, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { useStoredValue } from '@/lib/use-stored-value'
import { PLATE_MESSAGES } from '../messages'
import {
  type CustomMeal,
  type CustomMealStorage,
  customMealsStorage,
  forgetCustomMeal,
  rememberCustomMeal,
} from '../utils/custom-meals'

// The form and its form library load when the dialog is first opened: the menu screen never needs
// them before. The dialog opens once they are there, so focus lands on the form's first field.
const CustomMealForm = lazy(() => import('./custom-meal-form').then((module) => ({ default: module.CustomMealForm })))

/** The 'Add Custom Meal' button and its dialog, which also offers the meals saved before. */
export function AddCustomMeal({
  onAdd,
  userId = null,
}: {
  onAdd: (meal: CustomMeal) => void
  /** A signed-in user's id: their saved meals are their own on this device. */
  userId?: string | null
}) {
  const storage = customMealsStorage(userId)
  const [isOpen, setIsOpen] = useState(false)
  const close = () => setIsOpen(false)
  const add = (meal: CustomMeal) => {
    onAdd(meal)
    close()
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        {PLATE_MESSAGES.addCustomMeal}
      </Button>
      {isOpen ? (
        <Suspense fallback={<Spinner />}>
          <Dialog
            title={PLATE_MESSAGES.addCustomMeal}
            description={PLATE_MESSAGES.customMealDescription}
            onClose={close}
          >
            <CustomMealForm onSubmit={(values) => add(rememberCustomMeal(values, storage))} onCancel={close} />
            <SavedMeals storage={storage} onAdd={add} />
          </Dialog>
        </Suspense>
      ) : null}
    </>
  )
}

function SavedMeals({ storage, onAdd }: { storage: CustomMealStorage; onAdd: (meal: CustomMeal) => void }) {
  const saved = useStoredValue(storage) ?? []
  const hideNumbers = useHideNumbers()
  const listRef = useRef<HTMLUListElement>(null)
  // Forget takes its own button away: focus goes to the next meal (or the one before), else, the
  // list being gone, to the dialog's first field.
  const forget = (id: string, index: number) => {
    const rows = Array.from(listRef.current?.children ?? [])
    const neighbour = (rows[index + 1] ?? rows[index - 1])?.querySelector('button') ?? null
    const firstField = listRef.current?.closest('[role="dialog"], dialog')?.querySelector<HTMLElement>('input') ?? null
    forgetCustomMeal(id, storage)
    // After React has taken the row away.
    requestAnimationFrame(() => (neighbour ?? firstField)?.focus())
  }
  if (saved.length === 0) return null
  return (
    <section aria-labelledby="saved-meals-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="saved-meals-heading" className="text-sm font-semibold text-slate-900">
        {PLATE_MESSAGES.savedMeals}
      </h3>
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
