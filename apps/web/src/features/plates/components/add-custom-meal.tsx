import { lazy, Suspense } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useStorageReadiness } from '@/lib/use-stored-value'
import { type CustomMealDialogState, useCustomMealDialog } from '../hooks/use-custom-meal-dialog'
import { PLATE_MESSAGES } from '../messages'
import { type CustomMeal, customMealsStorage, rememberCustomMeal } from '../utils/custom-meals'

// The menu screen never needs the form or the saved meals before it opens; the dialog opens once loaded, so focus lands on the first field.
const CustomMealDialog = lazy(() =>
  import('./custom-meal-form').then((module) => ({ default: module.CustomMealDialog })),
)
const SavedMeals = lazy(() => import('./saved-meals').then((module) => ({ default: module.SavedMeals })))

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
