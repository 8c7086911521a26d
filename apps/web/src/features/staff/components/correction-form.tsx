import { ALLERGEN_LABELS, ALLERGENS, type Allergen, type FoodItem, type NutrientKey } from '@campusplate/shared'
import type { CorrectionChanges, CorrectionScope } from '@campusplate/shared/staff'
import { useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { controlClasses, labelClasses } from '@/components/ui/field-styles'
import { Spinner } from '@/components/ui/spinner'
import { errorMessageFor } from '@/lib/api-client'
import { useCreateCorrection, useStaffMenuItem } from '../api/staff-api'
import { parseList } from '../format'
import { STAFF_UI } from '../messages'

/** The nutrients the form offers; others keep the imported values. */
const EDITABLE_NUTRIENTS: readonly { key: NutrientKey; label: string }[] = [
  { key: 'calories', label: 'Calories (kcal)' },
  { key: 'protein', label: 'Protein (g)' },
  { key: 'total_carbohydrates', label: 'Carbohydrates (g)' },
  { key: 'total_fat', label: 'Fat (g)' },
]

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i])

/** The values the form shows, as typed. */
interface Draft {
  nutrients: Partial<Record<NutrientKey, string>>
  allergens: Allergen[]
  mayContain: Allergen[]
  labels: string
  ingredients: string
  portion: string
}

function draftOf(food: FoodItem): Draft {
  return {
    nutrients: Object.fromEntries(EDITABLE_NUTRIENTS.map(({ key }) => [key, food.nutrients[key]?.toString() ?? ''])),
    allergens: [...food.allergens],
    mayContain: [...food.may_contain],
    labels: food.labels.join(', '),
    ingredients: food.ingredients.join(', '),
    portion: food.portion_size,
  }
}

/** Only what differs from the item as served. */
function changesOf(food: FoodItem, draft: Draft): CorrectionChanges | { error: string } {
  const changes: CorrectionChanges = {}
  const nutrients: Partial<Record<NutrientKey, number>> = {}
  for (const { key, label } of EDITABLE_NUTRIENTS) {
    const typed = draft.nutrients[key]?.trim() ?? ''
    if (typed === (food.nutrients[key]?.toString() ?? '')) continue
    const value = Number(typed)
    if (typed === '' || !Number.isFinite(value) || value < 0) return { error: `${label}: ${STAFF_UI.numberNeeded}` }
    nutrients[key] = value
  }
  if (Object.keys(nutrients).length > 0) changes.nutrients = nutrients
  const allergens = ALLERGENS.filter((a) => draft.allergens.includes(a))
  if (
    !sameList(
      allergens,
      ALLERGENS.filter((a) => food.allergens.includes(a)),
    )
  )
    changes.allergens = allergens
  const mayContain = ALLERGENS.filter((a) => draft.mayContain.includes(a))
  if (
    !sameList(
      mayContain,
      ALLERGENS.filter((a) => food.may_contain.includes(a)),
    )
  )
    changes.may_contain = mayContain
  const labels = parseList(draft.labels)
  if (!sameList(labels, food.labels)) changes.labels = labels
  const ingredients = parseList(draft.ingredients)
  if (!sameList(ingredients, food.ingredients)) changes.ingredients = ingredients
  if (draft.portion.trim() !== food.portion_size && draft.portion.trim() !== '')
    changes.portion_size = draft.portion.trim()
  return changes
}

/** A labelled one-line text input. */
function TextField({
  label,
  value,
  onChange,
  inputMode,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  inputMode?: 'decimal'
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        inputMode={inputMode}
        className={controlClasses}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}

function AllergenChoices({
  legend,
  chosen,
  onChange,
}: {
  legend: string
  chosen: readonly Allergen[]
  onChange: (next: Allergen[]) => void
}) {
  return (
    <fieldset>
      <legend className={labelClasses}>{legend}</legend>
      <div className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3">
        {ALLERGENS.map((allergen) => (
          <label key={allergen} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-emerald-700"
              checked={chosen.includes(allergen)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, allergen] : chosen.filter((a) => a !== allergen))
              }
            />
            {ALLERGEN_LABELS[allergen]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function CorrectionFields({ food, onDone }: { food: FoodItem; onDone: () => void }) {
  const id = useId()
  const create = useCreateCorrection()
  const [draft, setDraft] = useState(() => draftOf(food))
  const [scope, setScope] = useState<CorrectionScope>('dish')
  const [formError, setFormError] = useState<string | null>(null)
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const changes = changesOf(food, draft)
    if ('error' in changes && typeof changes.error === 'string') return setFormError(changes.error)
    if (Object.keys(changes).length === 0) return setFormError(STAFF_UI.nothingChanged)
    setFormError(null)
    create.mutate({ food_id: food.id, scope, changes: changes as CorrectionChanges }, { onSuccess: onDone })
  }

  const error = formError ?? (create.isError ? errorMessageFor(create.error, { fallback: STAFF_UI.saveFailed }) : null)
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={STAFF_UI.correctTitle(food.name)}>
      <fieldset>
        <legend className={labelClasses}>{STAFF_UI.scopeLegend}</legend>
        <div className="mt-1 space-y-1">
          {(['dish', 'serving'] as const).map((value) => (
            <label key={value} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-scope`}
                className="size-4 accent-emerald-700"
                checked={scope === value}
                onChange={() => setScope(value)}
              />
              {value === 'dish' ? STAFF_UI.scopeDish(food.dining_hall) : STAFF_UI.scopeServing(food.date)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {EDITABLE_NUTRIENTS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            inputMode="decimal"
            value={draft.nutrients[key] ?? ''}
            onChange={(value) => set({ nutrients: { ...draft.nutrients, [key]: value } })}
          />
        ))}
      </div>
      <AllergenChoices legend="Allergens" chosen={draft.allergens} onChange={(allergens) => set({ allergens })} />
      <AllergenChoices legend="May contain" chosen={draft.mayContain} onChange={(mayContain) => set({ mayContain })} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={STAFF_UI.labels} value={draft.labels} onChange={(labels) => set({ labels })} />
        <TextField label={STAFF_UI.portion} value={draft.portion} onChange={(portion) => set({ portion })} />
      </div>
      <TextField
        label={STAFF_UI.ingredients}
        value={draft.ingredients}
        onChange={(ingredients) => set({ ingredients })}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {STAFF_UI.cancel}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {STAFF_UI.saveCorrection}
        </Button>
      </div>
    </form>
  )
}

/** Corrects the menu item `foodId` (as served now) for its serving or every serving of its dish. */
export function CorrectionForm({ foodId, onDone }: { foodId: string; onDone: () => void }) {
  const item = useStaffMenuItem(foodId)
  if (item.isError) return <Alert>{errorMessageFor(item.error, { fallback: STAFF_UI.loadFailed })}</Alert>
  if (!item.data) return <Spinner />
  return <CorrectionFields food={item.data} onDone={onDone} />
}
