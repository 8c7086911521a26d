import {
  ACTIVITY_LEVEL_LABELS,
  ACTIVITY_LEVELS,
  ACTIVITY_MULTIPLIERS,
  type ActivityLevel,
  DEFAULT_ACTIVITY_LEVEL,
  type Profile,
} from '@campusplate/shared'
import { useForm } from 'react-hook-form'
import { controlClasses, labelClasses } from '@/components/ui/field-styles'
import { useSaveProfile } from '../api/profile-settings'
import { saveCard, useSuccessMessage } from '../utils/use-success-message'
import { SaveRow, SettingsCard } from './info-dialog'

export const ACTIVITY_LABELS = ACTIVITY_LEVEL_LABELS

/** docs/product.md#errors: without a profile the card falls back to moderate. */
export function ActivityCard({ profile, onSaved }: { profile: Profile | null; onSaved: () => void }) {
  const saved = profile?.activity_level ?? DEFAULT_ACTIVITY_LEVEL
  const form = useForm<{ activity_level: ActivityLevel }>({ defaultValues: { activity_level: saved } })
  const save = useSaveProfile()
  const success = useSuccessMessage()
  const onSubmit = form.handleSubmit((values) =>
    saveCard(
      () => save.mutateAsync(values),
      () => {
        form.reset(values)
        success.show('Activity level saved!')
        onSaved()
      },
    ),
  )
  return (
    <SettingsCard title="Activity Level" topics={['activity']}>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="activity-level" className={labelClasses}>
          Activity level
        </label>
        <select id="activity-level" className={controlClasses} {...form.register('activity_level')}>
          {ACTIVITY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {ACTIVITY_LABELS[level]} × {ACTIVITY_MULTIPLIERS[level]}
            </option>
          ))}
        </select>
        <SaveRow isDirty={form.formState.isDirty} isSaving={save.isPending} message={success.message} />
      </form>
    </SettingsCard>
  )
}
