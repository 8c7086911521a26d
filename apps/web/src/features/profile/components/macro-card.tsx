import {
  canLockMacro,
  isMacroSliderDisabled,
  MACRO_RATIO_LIMITS,
  MACROS,
  type Macro,
  type MacroRatios,
  macroRatioNotes,
  type Profile,
  profileMacroRatios,
  rebalanceMacros,
} from '@campusplate/shared'
import { useState } from 'react'
import { choiceClasses } from '@/components/ui/field-styles'
import { useEnergyTarget, useSaveProfile } from '../api/profile-settings'
import { saveCard, useSuccessMessage } from '../utils/use-success-message'
import { SaveRow, SettingsCard } from './info-dialog'

const MACRO_LABELS: Readonly<Record<Macro, string>> = { protein: 'Protein', carbs: 'Carbs', fat: 'Fat' }

const MACRO_TOPICS = ['macros', 'energy'] as const

export const MACRO_LOAD_ERROR = 'Could not load macro targets.'

export const GOAL_NOT_APPLIED = "Your goal isn't applied yet — choose a rate above"

/** A goal to lose or gain without a usable rate leaves the target at maintenance. */
const goalNotApplied = (missing: readonly string[]) =>
  missing.includes('weight_goal_rate') || missing.includes('weight_goal_custom_rate')

function EnergyExplained({ today, hideNumbers }: { today: string; hideNumbers: boolean }) {
  const target = useEnergyTarget(today)
  if (target.isPending) return <p role="status">Loading energy target…</p>
  if (target.isError) return <p role="alert">{MACRO_LOAD_ERROR}</p>
  const data = target.data
  if (data.energy_target === null)
    return (
      <p className="text-sm text-slate-700">
        Complete your profile (birthday, height and weight) to see your energy target.
      </p>
    )
  if (hideNumbers)
    return (
      <div className="space-y-1 text-sm text-slate-700">
        <p>Your energy target is set. Numbers are hidden.</p>
        {goalNotApplied(data.missing) && <p className="font-medium text-amber-900">{GOAL_NOT_APPLIED}</p>}
      </div>
    )
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p className="text-base font-semibold text-slate-900">
        Energy target: <span data-testid="energy-target">{data.energy_target}</span> kcal a day
      </p>
      <p>
        Resting energy (BMR) {data.bmr} kcal × activity {data.activity_multiplier} = {data.maintenance} kcal.
      </p>
      {data.goal_adjustment !== 0 && (
        <p>
          Goal adjustment: {data.goal_adjustment > 0 ? '+' : ''}
          {data.goal_adjustment} kcal a day.
        </p>
      )}
      {goalNotApplied(data.missing) && <p className="font-medium text-amber-900">{GOAL_NOT_APPLIED}</p>}
      {data.under_18_no_deficit && (
        <p>Under 18 there is no weight-loss deficit: a growing body needs its full energy.</p>
      )}
      {data.floor_applied && <p>Your target was raised to the safe minimum of {data.floor_kcal} kcal a day.</p>}
      {data.macro_grams && (
        <p>
          Protein {data.macro_grams.protein} g, carbs {data.macro_grams.carbs} g, fat {data.macro_grams.fat} g a day.
        </p>
      )}
    </div>
  )
}

export function MacroCard({
  profile,
  today,
  hideNumbers,
}: {
  profile: Profile | null
  today: string
  hideNumbers: boolean
}) {
  const saved = profile ? profileMacroRatios(profile).ratios : null
  const [lastSaved, setLastSaved] = useState<MacroRatios | null>(saved)
  const [ratios, setRatios] = useState<MacroRatios | null>(saved)
  const [locked, setLocked] = useState<Macro[]>([])
  const save = useSaveProfile()
  const success = useSuccessMessage()
  if (!profile || !ratios || !lastSaved)
    return (
      <SettingsCard title="Macro and Energy Targets" topics={MACRO_TOPICS}>
        <p role="alert">{MACRO_LOAD_ERROR}</p>
      </SettingsCard>
    )
  const isDirty = MACROS.some((macro) => ratios[macro] !== lastSaved[macro])
  const notes = macroRatioNotes(ratios)

  const toggleLock = (macro: Macro) =>
    setLocked((current) => (current.includes(macro) ? current.filter((m) => m !== macro) : [...current, macro]))

  const onSave = () =>
    saveCard(
      () => save.mutateAsync({ protein_ratio: ratios.protein, carb_ratio: ratios.carbs, fat_ratio: ratios.fat }),
      () => {
        setLastSaved(ratios)
        success.show('Macro targets saved!')
      },
    )

  return (
    <SettingsCard title="Macro and Energy Targets" topics={MACRO_TOPICS}>
      <EnergyExplained today={today} hideNumbers={hideNumbers} />
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void onSave()
        }}
      >
        {MACROS.map((macro) => {
          const isLocked = locked.includes(macro)
          return (
            <div key={macro}>
              <div className="flex items-center justify-between">
                <label htmlFor={`macro-${macro}`} className="text-sm font-medium text-slate-800">
                  {MACRO_LABELS[macro]} <span>{ratios[macro]}%</span>
                </label>
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className={choiceClasses}
                    checked={isLocked}
                    disabled={!canLockMacro(locked, macro)}
                    onChange={() => toggleLock(macro)}
                  />
                  Lock {MACRO_LABELS[macro]}
                </label>
              </div>
              <input
                id={`macro-${macro}`}
                type="range"
                className="w-full accent-emerald-700"
                min={MACRO_RATIO_LIMITS[macro].min}
                max={MACRO_RATIO_LIMITS[macro].max}
                step={1}
                value={ratios[macro]}
                disabled={isMacroSliderDisabled(locked, macro)}
                onChange={(event) => setRatios(rebalanceMacros(ratios, macro, Number(event.target.value), locked))}
              />
            </div>
          )
        })}
        {notes.map((note) => (
          <p key={note.macro} className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
            {note.message}
          </p>
        ))}
        <SaveRow isDirty={isDirty} isSaving={save.isPending} message={success.message} />
      </form>
    </SettingsCard>
  )
}
