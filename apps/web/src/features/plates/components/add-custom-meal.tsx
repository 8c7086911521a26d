import { formatQuantity, roundForDisplay } from '@campusplate/shared'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { useStoredValue } from '@/lib/use-stored-value'
import { PLATE_MESSAGES } from '../messages'
import { type CustomMeal, customMealsStorage, forgetCustomMeal, rememberCustomMeal } from '../utils/custom-meals'
import { CustomMealForm } from './custom-meal-form'

/** The 'Add Custom Meal' button and its dialog, which also offers the meals saved before. */
export function AddCustomMeal({ onAdd }: { onAdd: (meal: CustomMeal) => void }) {
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
        <Dialog title={PLATE_MESSAGES.addCustomMeal} description={PLATE_MESSAGES.customMealDescription} onClose={close}>
          <CustomMealForm onSubmit={(values) => add(rememberCustomMeal(values))} onCancel={close} />
          <SavedMeals onAdd={add} />
        </Dialog>
      ) : null}
    </>
  )
}

function SavedMeals({ onAdd }: { onAdd: (meal: CustomMeal) => void }) {
  const saved = useStoredValue(customMealsStorage) ?? []
  const hideNumbers = useHideNumbers()
  if (saved.length === 0) return null
  return (
    <section aria-labelledby="saved-meals-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="saved-meals-heading" className="text-sm font-semibold text-slate-900">
        {PLATE_MESSAGES.savedMeals}
      </h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {saved.map((meal) => (
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
                onClick={() => forgetCustomMeal(meal.id)}
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
