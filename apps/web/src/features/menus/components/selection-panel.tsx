import { useId } from 'react'
import { controlClasses, labelClasses } from '@/components/ui/field-styles'
import type { MenuDateState } from '../hooks/use-menu-date'
import type { MenuSelectionState } from '../hooks/use-menu-selection'
import { MENU_MESSAGES } from '../messages'
import { DateField } from './date-field'

type PanelSelection = Pick<MenuSelectionState, 'halls' | 'hall' | 'meals' | 'meal' | 'chooseHall' | 'chooseMeal'>

const NO_SELECTION: PanelSelection = { halls: [], hall: null, meals: [], meal: null, chooseHall() {}, chooseMeal() {} }

/**
 * docs/product.md#menu-screen: the selection panel with Date, Dining Hall and Meal controls; without
 * a date and a selection (the campus's "today" not yet known) they are there but disabled.
 */
export function SelectionPanel({
  menuDate,
  selection = NO_SELECTION,
}: {
  menuDate?: MenuDateState
  selection?: PanelSelection
}) {
  const hallId = useId()
  const mealId = useId()
  const onlyOptionId = useId()
  const { halls, hall, meals, meal } = selection
  const hasOnlyOneMeal = hall !== null && meals.length === 1

  return (
    // Date (with Today and Yesterday) on a row of its own, Hall and Meal side by side below: the
    // order the eye reads them is the order they are tabbed.
    <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
      <div className="sm:col-span-2">
        <DateField menuDate={menuDate} />
      </div>
      <div>
        <label htmlFor={hallId} className={labelClasses}>
          {MENU_MESSAGES.hallLabel}
        </label>
        <select
          id={hallId}
          className={controlClasses}
          value={hall ?? ''}
          disabled={halls.length === 0}
          onChange={(event) => selection.chooseHall(event.target.value || null)}
        >
          <option value="">{MENU_MESSAGES.selectHall}</option>
          {halls.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={mealId} className={labelClasses}>
          {MENU_MESSAGES.mealLabel}
        </label>
        <select
          id={mealId}
          className={controlClasses}
          value={meal ?? ''}
          disabled={hall === null || meals.length === 0}
          aria-describedby={hasOnlyOneMeal ? onlyOptionId : undefined}
          onChange={(event) => selection.chooseMeal(event.target.value || null)}
        >
          <option value="">{hall === null ? MENU_MESSAGES.selectHallFirst : MENU_MESSAGES.selectMeal}</option>
          {meals.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {hasOnlyOneMeal ? (
          <p id={onlyOptionId} className="mt-1 text-xs text-slate-500">
            {MENU_MESSAGES.onlyOption}
          </p>
        ) : null}
      </div>
    </div>
  )
}
