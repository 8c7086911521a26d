import { ALLERGEN_LABELS, ALLERGENS, type Allergen, DIET_TYPES, type DietType, type Profile } from '@campusplate/shared'
import { useForm } from 'react-hook-form'
import { controlClasses, labelClasses } from '@/components/ui/field-styles'
import { useSaveProfile } from '../api/profile-settings'
import { saveCard, useSuccessMessage } from '../utils/use-success-message'
import { SaveRow, SettingsCard } from './info-dialog'

interface DietaryValues {
  diet_type: DietType
  allergens: Allergen[]
  hide_numbers: boolean
}

/** Spec §8: without a profile the card falls back to a regular diet and no allergens. */
export function DietaryCard({ profile, hideNumbers }: { profile: Profile | null; hideNumbers: boolean }) {
  const form = useForm<DietaryValues>({
    defaultValues: {
      diet_type: profile?.diet_type ?? 'regular',
      allergens: profile?.allergens ?? [],
      hide_numbers: hideNumbers,
    },
  })
  const save = useSaveProfile({ refreshesEnergy: false })
  const success = useSuccessMessage()
  const onSubmit = form.handleSubmit((values) =>
    saveCard(
      () => save.mutateAsync(values),
      () => {
        form.reset(values)
        success.show('Preferences saved!')
      },
    ),
  )
  return (
    <SettingsCard
      title="Dietary Preferences and Allergens"
      info={<p>The menu warns you about items that contain your allergens or do not fit your diet.</p>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <label htmlFor="diet-type" className={labelClasses}>
            Diet type
          </label>
          <select id="diet-type" className={controlClasses} {...form.register('diet_type')}>
            {DIET_TYPES.map((diet) => (
              <option key={diet} value={diet}>
                {diet}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className={labelClasses}>Allergens</legend>
          <div className="grid grid-cols-2 gap-x-4">
            {ALLERGENS.map((allergen) => (
              <label key={allergen} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" value={allergen} {...form.register('allergens')} />
                {ALLERGEN_LABELS[allergen]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" {...form.register('hide_numbers')} />
          Hide numbers (calories and targets)
        </label>
        <SaveRow isDirty={form.formState.isDirty} isSaving={save.isPending} message={success.message} />
      </form>
    </SettingsCard>
  )
}
