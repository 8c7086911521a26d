import {
  displayedBmi,
  goalDirection,
  PROFILE_MESSAGES,
  type Profile,
  type ProfileUpdateInput,
  suggestedGoalRate,
} from '@campusplate/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { choiceClasses, controlClasses, labelClasses } from '@/components/ui/field-styles'
import { postWeightLog, useSaveProfile } from '../api/profile-settings'
import {
  birthYears,
  formHeightInches,
  formNumber,
  type ProfileCardUpdate,
  type ProfileFormValues,
  profileFormSchema,
  profileFormValues,
} from '../utils/profile-form'
import { useSuccessMessage } from '../utils/use-success-message'
import { SaveRow, SettingsCard } from './info-dialog'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1)

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  )
}

/** Saved with the weights so the target applies the goal at once (docs/decisions/056). */
export function appliedGoal(
  profile: Profile,
  weightLbs: number | null | undefined,
  goalWeightLbs: number | null | undefined,
): ProfileUpdateInput {
  const direction = goalDirection(weightLbs, goalWeightLbs)
  if (direction === null) return {}
  if (direction === 'maintain') return { weight_goal_type: 'maintain', weight_goal_rate: 'maintain' }
  const hasRate = profile.weight_goal_rate !== null && profile.weight_goal_rate !== 'maintain'
  return {
    weight_goal_type: direction,
    ...(hasRate ? {} : { weight_goal_rate: suggestedGoalRate(direction) ?? undefined }),
  }
}

export function ProfileCard({ profile, today, onSaved }: { profile: Profile; today: string; onSaved: () => void }) {
  const schema = useMemo(() => profileFormSchema(today), [today])
  const form = useForm<ProfileFormValues, unknown, ProfileCardUpdate>({
    resolver: zodResolver(schema),
    defaultValues: profileFormValues(profile),
  })
  const { errors, isDirty, isSubmitted } = form.formState
  const save = useSaveProfile()
  const success = useSuccessMessage()
  const [feet, inches, weight] = form.watch(['feet', 'inches', 'weight'])
  const bmi = displayedBmi(formNumber(weight), formHeightInches(feet, inches))
  const hasErrors = Object.keys(errors).length > 0

  const onSubmit = form.handleSubmit(async (update) => {
    try {
      await save.mutateAsync({ ...update, ...appliedGoal(profile, update.weight, update.weight_goal) })
    } catch {
      return
    }
    form.reset(form.getValues())
    success.show('Profile saved!')
    onSaved()
    // docs/product.md#profile-cards: a weight log entry follows a profile save; its failure is ignored.
    if (update.weight !== null) void postWeightLog(update.weight).catch(() => undefined)
  })

  const describedBy = (field: keyof ProfileFormValues) => (errors[field] ? `profile-${field}-error` : undefined)
  const numberField = (field: 'weight' | 'weight_goal' | 'body_fat_percent', label: string, step: string) => (
    <div>
      <label htmlFor={`profile-${field}`} className={labelClasses}>
        {label}
      </label>
      <input
        id={`profile-${field}`}
        type="number"
        inputMode="decimal"
        step={step}
        className={controlClasses}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        {...form.register(field)}
      />
      <FieldError id={`profile-${field}-error`} message={errors[field]?.message} />
    </div>
  )

  return (
    <SettingsCard title="Profile" topics={['profile', 'weight']}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {isSubmitted && hasErrors && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
            {PROFILE_MESSAGES.fixErrors}
          </p>
        )}
        <fieldset aria-describedby={describedBy('sex')}>
          <legend className={labelClasses}>Sex</legend>
          <div className="mt-1 flex gap-4">
            {(['male', 'female'] as const).map((sex) => (
              <label key={sex} className="flex min-h-11 items-center gap-2">
                <input type="radio" className={choiceClasses} value={sex} {...form.register('sex')} />
                {sex === 'male' ? 'Male' : 'Female'}
              </label>
            ))}
          </div>
          <FieldError id="profile-sex-error" message={errors.sex?.message} />
        </fieldset>
        <fieldset aria-describedby={describedBy('year')}>
          <legend className={labelClasses}>Birthday</legend>
          <div className="grid grid-cols-3 gap-2">
            <div>
              <label htmlFor="profile-day" className="text-sm text-slate-600">
                Day
              </label>
              <select id="profile-day" className={controlClasses} {...form.register('day')}>
                <option value="">Day</option>
                {DAYS.map((day) => (
                  <option key={day} value={String(day)}>
                    {day}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="profile-month" className="text-sm text-slate-600">
                Month
              </label>
              <select id="profile-month" className={controlClasses} {...form.register('month')}>
                <option value="">Month</option>
                {MONTHS.map((name, index) => (
                  <option key={name} value={String(index + 1)}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="profile-year" className="text-sm text-slate-600">
                Year
              </label>
              <select id="profile-year" className={controlClasses} {...form.register('year')}>
                <option value="">Year</option>
                {birthYears(today).map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <FieldError id="profile-year-error" message={errors.year?.message} />
        </fieldset>
        <fieldset>
          <legend className={labelClasses}>Height</legend>
          <div className="grid grid-cols-2 gap-2">
            <div>
              <label htmlFor="profile-feet" className="text-sm text-slate-600">
                Feet
              </label>
              <input
                id="profile-feet"
                type="number"
                inputMode="numeric"
                step="1"
                className={controlClasses}
                aria-invalid={errors.feet ? true : undefined}
                aria-describedby={describedBy('feet')}
                {...form.register('feet')}
              />
              <FieldError id="profile-feet-error" message={errors.feet?.message} />
            </div>
            <div>
              <label htmlFor="profile-inches" className="text-sm text-slate-600">
                Inches
              </label>
              <input
                id="profile-inches"
                type="number"
                inputMode="decimal"
                step="0.5"
                className={controlClasses}
                aria-invalid={errors.inches ? true : undefined}
                aria-describedby={describedBy('inches')}
                {...form.register('inches')}
              />
              <FieldError id="profile-inches-error" message={errors.inches?.message} />
            </div>
          </div>
        </fieldset>
        {numberField('weight', 'Weight (lbs)', '0.1')}
        {numberField('weight_goal', 'Weight goal (lbs)', '0.1')}
        {numberField('body_fat_percent', 'Body fat (%)', '0.1')}
        <p className="text-sm text-slate-700">
          BMI: <output aria-label="BMI">{bmi === null ? '—' : bmi.toFixed(1)}</output>
        </p>
        <SaveRow isDirty={isDirty} isSaving={save.isPending} message={success.message} />
      </form>
    </SettingsCard>
  )
}
