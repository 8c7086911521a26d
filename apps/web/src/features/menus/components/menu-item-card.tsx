import { type FoodItem, readServings, roundForDisplay } from '@campusplate/shared'
import { useId, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useMenuItemAction } from '@/lib/menu-item-action'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { MENU_MESSAGES } from '../messages'
import { menuTagsOf, tagLabel } from '../utils/format'
import { FoodDetails } from './food-details'
import { ItemAnswers } from './item-answers'
import { ItemFlags } from './item-flags'
import { ItemWarnings } from './item-warnings'
import { ReportProblem } from './report-problem'

const DEFAULT_SERVINGS_TEXT = '1'

export interface MenuItemCardProps {
  food: FoodItem
  onAdd: (food: FoodItem, quantity: number) => void
  /** Opens Add Custom Meal with a dish's name: offered on dishes that cannot be tracked. */
  onTryCustomMeal?: (name: string) => void
  /** Shown in the flat search results, where items are not under their station. */
  showStation?: boolean
  /** 4 under a station's h3; 3 in the search results, which sit right under the menu's h2. */
  headingLevel?: 3 | 4
}

export function MenuItemCard({
  food,
  onAdd,
  onTryCustomMeal,
  showStation = false,
  headingLevel = 4,
}: MenuItemCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const servingsId = useId()
  const [servings, setServings] = useState(DEFAULT_SERVINGS_TEXT)
  // What the rules changed in the typed servings, said beside the field.
  const [adjustment, setAdjustment] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const note = refusal ?? adjustment
  const calories = food.nutrients.calories
  const tags = menuTagsOf(food.labels)
  const hideNumbers = useHideNumbers()
  const itemAction = useMenuItemAction()

  // Out of range is refused (nothing is added, the field keeps what was typed); more than one
  // decimal is rounded and said. Null when refused.
  const readTyped = (): number | null => {
    const read = readServings(servings)
    if (read.adjustment === 'minimum' || read.adjustment === 'maximum') {
      setRefusal(MENU_MESSAGES.servingsRefused(servings.trim()))
      return null
    }
    // Cleared on typing only: Add after a blur reads the already corrected value.
    if (read.adjustment) setAdjustment(MENU_MESSAGES.servingsAdjusted(servings.trim(), read.value, read.adjustment))
    return read.value
  }
  const add = () => {
    const value = readTyped()
    if (value === null) return
    onAdd(food, value)
    // docs/product.md#menu-selection: servings reset to 1 after adding.
    setServings(DEFAULT_SERVINGS_TEXT)
  }

  return (
    <article className="min-w-0 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1 basis-40">
          <div className="flex items-start gap-1">
            <Heading className="min-w-0 flex-1 font-medium break-words text-slate-900 sm:flex-none">
              {food.name}
            </Heading>
            {itemAction ? <span className="-my-2 shrink-0">{itemAction(food)}</span> : null}
          </div>
          <p className="text-sm text-slate-600">
            {food.portion_size}
            {hideNumbers ? null : (
              <>
                {' · '}
                <span className="tabular-nums">
                  {calories === undefined ? MENU_MESSAGES.missingValue : `${roundForDisplay(calories)} kcal`}
                </span>
              </>
            )}
            {showStation ? ` · ${food.station}` : null}
          </p>
          {tags.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-1" aria-label="Tags">
              {tags.map((tag) => (
                <li key={tag}>
                  <Badge tone={tag === 'protein' ? 'blue' : 'green'}>{tagLabel(tag)}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <ItemWarnings food={food} />
          <ItemFlags food={food} />
          <ItemAnswers food={food} />
        </div>
        {food.trackable ? (
          <div className="flex flex-wrap items-end justify-end gap-2">
            <div>
              <label htmlFor={servingsId} className="block text-xs text-slate-600">
                {MENU_MESSAGES.servings}
              </label>
              <input
                id={servingsId}
                aria-label={MENU_MESSAGES.servingsFor(food.name)}
                // Text, not number: a decimal comma ('1,5') must reach the rules instead of reading as ''.
                type="text"
                inputMode="decimal"
                autoComplete="off"
                aria-describedby={note ? `${servingsId}-note` : undefined}
                aria-invalid={refusal ? true : undefined}
                value={servings}
                onChange={(event) => {
                  setServings(event.target.value)
                  setAdjustment(null)
                  setRefusal(null)
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') add()
                }}
                onBlur={() => {
                  if (servings === '') return
                  const value = readTyped()
                  if (value !== null) setServings(String(value))
                }}
                className="mt-0.5 w-20 rounded-lg border border-slate-300 px-2 py-1.5 text-base tabular-nums focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-600 aria-invalid:border-red-600"
              />
            </div>
            <Button size="sm" aria-label={MENU_MESSAGES.addItem(food.name)} onClick={add}>
              {MENU_MESSAGES.add}
            </Button>
            <p
              id={`${servingsId}-note`}
              aria-live="polite"
              className={`basis-full text-xs empty:hidden ${refusal ? 'text-red-700' : 'text-amber-800'}`}
            >
              {note}
            </p>
          </div>
        ) : (
          <div className="max-w-full text-sm sm:max-w-56 sm:text-right">
            <p className="font-medium text-amber-800">{MENU_MESSAGES.cannotTrack}</p>
            {/* docs/product.md#menu-screen hint; where the screen can open Add Custom Meal, its last words are that button. */}
            <p className="text-xs text-slate-600">
              {onTryCustomMeal ? (
                <>
                  {MENU_MESSAGES.missingDataHintLead}{' '}
                  <button
                    type="button"
                    aria-label={MENU_MESSAGES.tryCustomMealFor(food.name)}
                    onClick={() => onTryCustomMeal(food.name)}
                    className="inline-flex min-h-6 items-center rounded font-medium text-emerald-800 underline hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
                  >
                    {MENU_MESSAGES.tryCustomMeal}
                  </button>
                </>
              ) : (
                MENU_MESSAGES.missingDataHint
              )}
            </p>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-start justify-between gap-x-3">
        <FoodDetails food={food} />
        <ReportProblem food={food} />
      </div>
    </article>
  )
}
