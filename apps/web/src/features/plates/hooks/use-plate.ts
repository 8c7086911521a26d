import { type FoodItem, type MacroValues, percentOfDailyValues, plateTotals } from '@campusplate/shared'
import { useCallback, useMemo, useReducer } from 'react'
import type { CustomMeal } from '../utils/custom-meals'
import {
  customEntryFrom,
  menuEntryFrom,
  type PlateEntry,
  type PlateState,
  plateLine,
  plateReducer,
} from '../utils/plate-entries'

export interface Plate {
  date: string | null
  entries: PlateEntry[]
  /** Unrounded sums; round only for display. */
  totals: MacroValues
  /** Percent of the daily reference values (spec §9), unrounded. */
  percents: MacroValues
  addFood: (food: FoodItem, quantity: number) => void
  addCustomMeal: (meal: CustomMeal, quantity?: number) => void
  remove: (key: string) => void
  clear: () => void
}

/**
 * The plate of the selected date, kept in memory. The plate belongs to its date: choosing another
 * date starts an empty one (spec §4: a guest's plate is cleared and never loaded or saved).
 */
export function usePlate(date: string | null): Plate {
  const [state, dispatch] = useReducer(plateReducer, { date, entries: [] } satisfies PlateState)
  if (state.date !== date) dispatch({ type: 'reset', date })
  const entries = state.date === date ? state.entries : []

  const totals = useMemo(() => plateTotals(entries.map(plateLine)), [entries])
  const percents = useMemo(() => percentOfDailyValues(totals), [totals])

  const addFood = useCallback((food: FoodItem, quantity: number) => {
    const entry = menuEntryFrom(food, quantity)
    if (entry) dispatch({ type: 'add', entry })
  }, [])
  const addCustomMeal = useCallback((meal: CustomMeal, quantity = 1) => {
    dispatch({ type: 'add', entry: customEntryFrom(meal, quantity) })
  }, [])
  const remove = useCallback((key: string) => dispatch({ type: 'remove', key }), [])
  const clear = useCallback(() => dispatch({ type: 'clear' }), [])

  return { date, entries, totals, percents, addFood, addCustomMeal, remove, clear }
}
