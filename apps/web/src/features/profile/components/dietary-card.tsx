import {
  ALLERGEN_LABELS,
  ALLERGENS,
  AllergenSchema,
  AllergyNotesSchema,
  CULTURAL_PREFERENCE_LABELS,
  CULTURAL_PREFERENCES,
  CulturalPreferenceSchema,
  DIET_TYPE_LABELS,
  DIET_TYPES,
  DietTypeSchema,
  MEAL_PREFERENCES,
  MealPreferenceSchema,
  type Profile,
  type ProfileUpdateInput,
  SENSITIVITIES,
  SENSITIVITY_LABELS,
  SensitivitySchema,
} from '@campusplate/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import { type UseFormRegisterReturn, useForm } from 'react-hook-form'
import { z } from 'zod/mini'
import { choiceClasses, controlClasses, labelClasses } from '@/components/ui/field-styles'
import { useSaveProfile } from '../api/profile-settings'
import { saveCard, useSuccessMessage } from '../utils/use-success-message'
import { SaveRow, SettingsCard } from './info-dialog'

/** The card's form: the shared enumerations and the allergy notes rule; empty notes are cleared. */
const dietaryFormSchema = z.pipe(
  z.object({
    diet_type: DietTypeSchema,
    cultural_preference: CulturalPreferenceSchema,
    meal_preference: z.array(MealPreferenceSchema),
    allergens: z.array(AllergenSchema),
    food_sensitivities: z.array(SensitivitySchema),
    allergy_notes: AllergyNotesSchema,
    hide_numbers: z.boolean(),
  }),
  z.transform((values): ProfileUpdateInput => ({ ...values, allergy_notes: values.allergy_notes || null })),
)

type DietaryValues = z.input<typeof dietaryFormSchema>

/** docs/product.md#errors: without a profile the card falls back to a regular diet and no allergens. */
function dietaryValues(profile: Profile | null, hideNumbers: boolean): DietaryValues {
  return {
    diet_type: profile?.diet_type ?? 'regular',
    cultural_preference: profile?.cultural_preference ?? 'none',
    meal_preference: profile?.meal_preference ?? [],
    allergens: profile?.allergens ?? [],
    food_sensitivities: profile?.food_sensitivities ?? [],
    allergy_notes: profile?.allergy_notes ?? '',
    hide_numbers: hideNumbers,
  }
}

function CheckboxGroup({
  legend,
  options,
  field,
}: {
  legend: string
  options: readonly (readonly [value: string, label: string])[]
  field: UseFormRegisterReturn
}) {
  return (
    <fieldset>
      <legend className={labelClasses}>{legend}</legend>
      <div className="grid grid-cols-1 gap-x-4 min-[360px]:grid-cols-2">
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className={choiceClasses} value={value} {...field} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

const labelled = <Value extends string>(values: readonly Value[], labels?: Readonly<Record<Value, string>>) =>
  values.map((value) => [value, labels?.[value] ?? value] as const)

export function DietaryCard({ profile, hideNumbers }: { profile: Profile | null; hideNumbers: boolean }) {
  const form = useForm<DietaryValues, unknown, ProfileUpdateInput>({
    resolver: zodResolver(dietaryFormSchema),
    defaultValues: dietaryValues(profile, hideNumbers),
  })
  const save = useSaveProfile({ refreshesEnergy: false })
  const success = useSuccessMessage()
  const notesError = form.formState.errors.allergy_notes?.message
  const onSubmit = form.handleSubmit((update) =>
    saveCard(
      () => save.mutateAsync(update),
      () => {
        form.reset(form.getValues())
        success.show('Preferences saved!')
      },
    ),
  )
  return (
    <SettingsCard title="Dietary Preferences and Allergens" topics={['dietary', 'allergens']}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="diet-type" className={labelClasses}>
              Diet type
            </label>
            <select id="diet-type" className={controlClasses} {...form.register('diet_type')}>
              {DIET_TYPES.map((diet) => (
                <option key={diet} value={diet}>
                  {DIET_TYPE_LABELS[diet]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="cultural-preference" className={labelClasses}>
              Cultural preference
            </label>
            <select id="cultural-preference" className={controlClasses} {...form.register('cultural_preference')}>
              {CULTURAL_PREFERENCES.map((culture) => (
                <option key={culture} value={culture}>
                  {CULTURAL_PREFERENCE_LABELS[culture]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <CheckboxGroup
          legend="Meal preferences"
          options={labelled(MEAL_PREFERENCES)}
          field={form.register('meal_preference')}
        />
        <CheckboxGroup
          legend="Allergens"
          options={labelled(ALLERGENS, ALLERGEN_LABELS)}
          field={form.register('allergens')}
        />
        <CheckboxGroup
          legend="Sensitivities"
          options={labelled(SENSITIVITIES, SENSITIVITY_LABELS)}
          field={form.register('food_sensitivities')}
        />
        <div>
          <label htmlFor="allergy-notes" className={labelClasses}>
            Allergy notes
          </label>
          <textarea
            id="allergy-notes"
            rows={3}
            className={controlClasses}
            aria-invalid={notesError ? true : undefined}
            aria-describedby={notesError ? 'allergy-notes-error' : undefined}
            {...form.register('allergy_notes')}
          />
          {notesError && (
            <p id="allergy-notes-error" className="mt-1 text-sm text-red-700">
              {notesError}
            </p>
          )}
        </div>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className={choiceClasses} {...form.register('hide_numbers')} />
          Hide numbers (calories and targets)
        </label>
        <SaveRow isDirty={form.formState.isDirty} isSaving={save.isPending} message={success.message} />
      </form>
    </SettingsCard>
  )
}
