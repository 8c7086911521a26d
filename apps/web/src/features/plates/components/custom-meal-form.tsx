import { type CustomMealValues, SERVINGS_STEP } from '@campusplate/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClasses, labelClasses } from '@/components/ui/field-styles'
import { PLATE_MESSAGES } from '../messages'
import { type CustomMealFormInput, CustomMealFormSchema, EMPTY_CUSTOM_MEAL_FORM } from '../utils/custom-meal-form'

const NUMBER_FIELDS = [
  { name: 'calories', label: PLATE_MESSAGES.calories },
  { name: 'protein', label: PLATE_MESSAGES.protein },
  { name: 'carbs', label: PLATE_MESSAGES.carbs },
  { name: 'totalFat', label: PLATE_MESSAGES.fat },
] as const

export interface CustomMealFormProps {
  onSubmit: (values: CustomMealValues) => void
  onCancel: () => void
}

/**
 * Spec §5 custom meal: name, calories, protein, carbs and fat; number inputs min 0, step 0.1, all
 * required. Native validation is off so the spec's alerts (not the browser's bubbles) explain a
 * rejected entry.
 */
export function CustomMealForm({ onSubmit, onCancel }: CustomMealFormProps) {
  const id = useId()
  const alertId = `${id}-alert`
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitted },
  } = useForm<CustomMealFormInput, unknown, CustomMealValues>({
    resolver: zodResolver(CustomMealFormSchema),
    defaultValues: EMPTY_CUSTOM_MEAL_FORM,
  })
  const message = isSubmitted ? errors.root?.message : undefined

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      // The alert answers the last submit; editing the form dismisses it, as closing an alert would.
      onChange={() => {
        if (errors.root) clearErrors('root')
      }}
      className="space-y-4"
      aria-describedby={message ? alertId : undefined}
    >
      <div>
        <label htmlFor={`${id}-name`} className={labelClasses}>
          {PLATE_MESSAGES.mealName}
        </label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="off"
          required
          className={controlClasses}
          {...register('name')}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {NUMBER_FIELDS.map((field) => (
          <div key={field.name}>
            <label htmlFor={`${id}-${field.name}`} className={labelClasses}>
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              type="number"
              inputMode="decimal"
              min={0}
              step={SERVINGS_STEP}
              required
              className={controlClasses}
              {...register(field.name)}
            />
          </div>
        ))}
      </div>
      {message ? (
        <p id={alertId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {PLATE_MESSAGES.cancel}
        </Button>
        <Button type="submit">{PLATE_MESSAGES.addToPlate}</Button>
      </div>
    </form>
  )
}
