import {
  CUSTOM_GOAL_RATE_MAX_LBS,
  CUSTOM_GOAL_RATE_MIN_LBS,
  CustomGoalRateSchema,
  dailyKcalForRate,
  ENERGY_TARGET_REFRESH_DELAY_MS,
  estimatedTimeToGoal,
  GOAL_RATE_OPTIONS,
  goalDirection,
  goalDirectionText,
  goalRateLbsPerWeek,
  lbsPerWeekText,
  type Profile,
  suggestedGoalRate,
  type TimeToGoal,
  type WeightGoalRate,
} from '@campusplate/shared'
import { useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { choiceClasses, controlClasses, labelClasses } from '@/components/ui/field-styles'
import { profileSettingsKeys, updateProfile, useSaveProfile } from '../api/profile-settings'
import { useSuccessMessage } from '../utils/use-success-message'
import { SaveRow, SettingsCard } from './info-dialog'

/** docs/product.md#goal-rate: the custom rate input refuses the keys minus, e and E. */
export const BLOCKED_RATE_KEYS = ['-', 'e', 'E'] as const

export function blockRateKeys(event: KeyboardEvent<HTMLInputElement>) {
  if ((BLOCKED_RATE_KEYS as readonly string[]).includes(event.key)) event.preventDefault()
}

/** docs/product.md#constants: "Estimated time to goal: 3 days" or "… 20 weeks". */
export function timeToGoalText({ unit, value }: TimeToGoal): string {
  const noun = unit === 'days' ? 'day' : 'week'
  return `Estimated time to goal: ${value} ${noun}${value === 1 ? '' : 's'}`
}

interface GoalValues {
  weight_goal_rate: WeightGoalRate | ''
  weight_goal_custom_rate: string
}

export function GoalRateCard({ profile, hideNumbers }: { profile: Profile; hideNumbers: boolean }) {
  const queryClient = useQueryClient()
  const direction = goalDirection(profile.weight, profile.weight_goal)
  // A goal without a chosen rate is not applied: the suggested rate is preselected, ready to save.
  const suggested = suggestedGoalRate(direction)
  const hasRate = profile.weight_goal_rate !== null && profile.weight_goal_rate !== 'maintain'
  const needsRate = suggested !== null && !hasRate
  const form = useForm<GoalValues>({
    defaultValues: {
      weight_goal_rate: needsRate ? suggested : (profile.weight_goal_rate ?? ''),
      weight_goal_custom_rate: profile.weight_goal_custom_rate === null ? '' : String(profile.weight_goal_custom_rate),
    },
  })
  const save = useSaveProfile()
  const success = useSuccessMessage()
  const switching = useRef(false)

  // docs/product.md#profile-cards: maintaining detected while the saved goal type is not maintain saves maintain, then the
  // energy target is refreshed 500 ms later.
  useEffect(() => {
    if (direction !== 'maintain' || profile.weight_goal_type === 'maintain' || switching.current) return
    switching.current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    updateProfile({ weight_goal_type: 'maintain', weight_goal_rate: 'maintain' })
      .then(() => {
        timer = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: profileSettingsKeys.energyTarget })
        }, ENERGY_TARGET_REFRESH_DELAY_MS)
      })
      .catch(() => undefined)
    return () => clearTimeout(timer)
  }, [direction, profile.weight_goal_type, queryClient])

  const [rate, customRateText] = form.watch(['weight_goal_rate', 'weight_goal_custom_rate'])
  const timeToGoal = estimatedTimeToGoal(
    profile.weight,
    profile.weight_goal,
    goalRateLbsPerWeek(rate, customRateText === '' ? null : Number(customRateText)),
  )
  const onSubmit = form.handleSubmit(async (values) => {
    const customRate = values.weight_goal_custom_rate === '' ? null : Number(values.weight_goal_custom_rate)
    if (values.weight_goal_rate === 'custom') {
      const checked = CustomGoalRateSchema.safeParse(customRate)
      if (!checked.success) {
        form.setError('weight_goal_custom_rate', { message: checked.error.issues[0]?.message })
        return
      }
    }
    if (values.weight_goal_rate === '' || direction === null) return
    try {
      await save.mutateAsync({
        weight_goal_type: direction,
        weight_goal_rate: values.weight_goal_rate,
        weight_goal_custom_rate: values.weight_goal_rate === 'custom' ? customRate : profile.weight_goal_custom_rate,
      })
    } catch {
      return
    }
    form.reset(values)
    success.show('Weight goal saved!')
  })

  return (
    <SettingsCard title="Weight Goal Rate" topics={['weight_goal_rate']}>
      {direction === null ? (
        <p className="text-sm text-slate-600">Save your weight and weight goal in the Profile card to choose a rate.</p>
      ) : direction === 'maintain' ? (
        <p className="text-sm text-slate-700">
          {goalDirectionText('maintain')}: your goal is within 1 lb of your weight.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p className="text-sm font-medium text-slate-800">{goalDirectionText(direction)}</p>
          {needsRate ? (
            <p className="mt-1 text-sm text-amber-900">
              Not applied yet: the suggested rate is chosen below. Save it to apply your goal.
            </p>
          ) : null}
          <fieldset className="mt-2">
            <legend className={labelClasses}>Rate</legend>
            {GOAL_RATE_OPTIONS.map((option) => (
              <label key={option.rate} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  className={choiceClasses}
                  value={option.rate}
                  {...form.register('weight_goal_rate')}
                />
                {lbsPerWeekText(option.lbsPerWeek)}
                {option.rate === suggested ? ' (suggested)' : ''}
                {!hideNumbers && ` (about ${dailyKcalForRate(option.lbsPerWeek)} kcal a day)`}
              </label>
            ))}
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" className={choiceClasses} value="custom" {...form.register('weight_goal_rate')} />
              Custom
            </label>
          </fieldset>
          {rate === 'custom' && (
            <div className="mt-2">
              <label htmlFor="custom-rate" className={labelClasses}>
                Custom rate (lbs per week)
              </label>
              <input
                id="custom-rate"
                type="number"
                min={CUSTOM_GOAL_RATE_MIN_LBS}
                max={CUSTOM_GOAL_RATE_MAX_LBS}
                step="0.1"
                inputMode="decimal"
                className={controlClasses}
                onKeyDown={blockRateKeys}
                aria-invalid={form.formState.errors.weight_goal_custom_rate ? true : undefined}
                aria-describedby="custom-rate-error"
                {...form.register('weight_goal_custom_rate')}
              />
              <p id="custom-rate-error" className="mt-1 text-sm text-red-700">
                {form.formState.errors.weight_goal_custom_rate?.message}
              </p>
            </div>
          )}
          {/* A countdown to a weight is a number "Hide numbers" keeps away. */}
          {timeToGoal && !hideNumbers && (
            <p className="mt-2 text-sm font-medium text-slate-800">{timeToGoalText(timeToGoal)}</p>
          )}
          <SaveRow isDirty={form.formState.isDirty || needsRate} isSaving={save.isPending} message={success.message} />
        </form>
      )}
    </SettingsCard>
  )
}
