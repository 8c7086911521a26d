import { type CustomMealValues, SERVINGS_STEP } from '@campusplate/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/text-field'
import { PLATE_MESSAGES } from '../messages'
import type { CustomMealFormInput } from '../utils/custom-meal-draft'
import { CustomMealFormSchema } from '../utils/custom-meal-form'

const NUMBER_FIELDS = [
  { name: 'calories', label: PLATE_MESSAGES.calories },
  { name: 'protein', label: PLATE_MESSAGES.protein },
  { name: 'carbs', label: PLATE_MESSAGES.carbs },
  { name: 'totalFat', label: PLATE_MESSAGES.fat },
] as const

export interface CustomMealFormProps {
  /** A kept draft, or a dish's name. */
  defaultValues: CustomMealFormInput
  /** So what was typed outlives the dialog. */
  onDraftChange: (draft: CustomMealFormInput) => void
  onSubmit: (values: CustomMealValues) => void
  onCancel: () => void
}

/** Native validation is off so the product's messages explain a rejection (docs/product.md#custom-meal-rules). */
export function CustomMealForm({ defaultValues, onDraftChange, onSubmit, onCancel }: CustomMealFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<CustomMealFormInput, unknown, CustomMealValues>({
    resolver: zodResolver(CustomMealFormSchema),
    defaultValues,
  })

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onChange={() => onDraftChange(getValues())}
      className="space-y-4"
    >
      <TextField
        label={PLATE_MESSAGES.mealName}
        type="text"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid grid-cols-2 gap-3">
        {NUMBER_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type="number"
            inputMode="decimal"
            min={0}
            step={SERVINGS_STEP}
            required
            error={errors[field.name]?.message}
            {...register(field.name)}
          />
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {PLATE_MESSAGES.cancel}
        </Button>
        <Button type="submit">{PLATE_MESSAGES.addToPlate}</Button>
      </div>
    </form>
  )
}

/** The dialog mounts only once the form is there, so focus lands on its first field, never around a loading form. */
export function CustomMealDialog({
  title,
  description,
  onClose,
  children,
  ...form
}: CustomMealFormProps & { title: string; description: ReactNode; onClose: () => void; children?: ReactNode }) {
  return (
    <Dialog title={title} description={description} onClose={onClose} backdropCloses>
      <CustomMealForm {...form} />
      {children}
    </Dialog>
  )
}
