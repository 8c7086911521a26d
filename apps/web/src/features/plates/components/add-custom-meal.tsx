import { formatQuantity, roundForDisplay } from '@campusplate/shared'
import { lazy, Suspense, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { UndoNotice } from '@/components/ui/undo-notice'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { useStorageReadiness, useStoredValue } from '@/lib/use-stored-value'
import { type CustomMealDialogState, useCustomMealDialog } from '../hooks/use-custom-meal-dialog'
import { PLATE_MESSAGES } from '../messages'
import {
  type CustomMeal,
  type CustomMealStorage,
  customMealsStorage,
  forgetCustomMeal,
  rememberCustomMeal,
  restoreCustomMeal,
} from '../utils/custom-meals'

// The menu screen never needs the form before it opens; the dialog opens once loaded, so focus lands on the first field.
const CustomMealDialog = lazy(() =>
  import('./custom-meal-form').then((module) => ({ default: module.CustomMealDialog })),
)

/** Escape or a tap outside keeps what was typed for the next opening; Cancel and adding start afresh. */
export function AddCustomMeal({
  onAdd,
  userId = null,
  dialog,
}: {
  onAdd: (meal: CustomMeal) => void
  /** Saved meals are a signed-in user's own on this device. */
  userId?: string | null
  /** Given when something else on the screen opens the dialog too (an untrackable dish). */
  dialog?: CustomMealDialogState
}) {
  const storage = customMealsStorage(userId)
  const ownDialog = useCustomMealDialog()
  const state = dialog ?? ownDialog
  // The dialog adds to and forgets from the saved meals: it opens once they can be read (decision 046).
  const readiness = useStorageReadiness(state.isOpen ? storage : null)
  const add = (meal: CustomMeal) => {
    onAdd(meal)
    state.discard()
  }

  return (
    <>
      <Button variant="secondary" onClick={() => state.open()}>
        {PLATE_MESSAGES.addCustomMeal}
      </Button>
      {state.isOpen && readiness.status === 'failed' ? (
        <Alert className="mt-2">
          <p>{PLATE_MESSAGES.customMealsFailed}</p>
          <div className="mt-2 flex gap-2">
            <Button variant="secondary" size="sm" onClick={readiness.retry}>
              {PLATE_MESSAGES.tryAgain}
            </Button>
            <Button variant="secondary" size="sm" onClick={state.close}>
              {PLATE_MESSAGES.cancel}
            </Button>
          </div>
        </Alert>
      ) : state.isOpen && readiness.status === 'loading' ? (
        <Spinner />
      ) : state.isOpen ? (
        <Suspense fallback={<Spinner />}>
          <CustomMealDialog
            title={PLATE_MESSAGES.addCustomMeal}
            description={PLATE_MESSAGES.customMealDescription}
            onClose={state.close}
            defaultValues={state.draft}
            onDraftChange={state.keepDraft}
            onSubmit={(values) => add(rememberCustomMeal(values, storage))}
            onCancel={state.discard}
          >
            <SavedMeals storage={storage} onAdd={add} />
          </CustomMealDialog>
        </Suspense>
      ) : null}
    </>
  )
}

function SavedMeals({ storage, onAdd }: { storage: CustomMealStorage; onAdd: (meal: CustomMeal) => void }) {
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
