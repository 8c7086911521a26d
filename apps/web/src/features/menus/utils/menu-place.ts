import { isWithinMenuWindow } from '@campusplate/shared'
import type { MenuChoice } from './menu-selection'

/** Where the menu is: the day (null: the field was cleared) and the hall and meal chosen on it. */
export interface MenuPlace {
  date: string | null
  choice: MenuChoice
}

/** The dashboard's search parameters that keep the place (decision 052). */
export const MENU_PLACE_PARAMS = { date: 'date', hall: 'hall', meal: 'meal' } as const

/**
 * The place a URL names. A missing or unusable date (not a day, outside the menu window) is today;
 * an empty one is a cleared field. A missing meal is the default meal by hour, an empty one none.
 * A hall or meal the day does not offer is left to the selection to pass over.
 */
export function readMenuPlace(params: URLSearchParams, today: string): MenuPlace {
  const date = params.get(MENU_PLACE_PARAMS.date)
  const hall = params.get(MENU_PLACE_PARAMS.hall) || null
  const meal = params.get(MENU_PLACE_PARAMS.meal)
  return {
    date: date === '' ? null : date !== null && isWithinMenuWindow(date, today) ? date : today,
    choice: { hall, meal: hall === null || meal === null ? undefined : meal || null },
  }
}

/** `params` with `place` written into it; other parameters are kept. */
export function writeMenuPlace(params: URLSearchParams, place: MenuPlace): URLSearchParams {
  const next = new URLSearchParams(params)
  next.set(MENU_PLACE_PARAMS.date, place.date ?? '')
  const { hall, meal } = place.choice
  if (hall === null) next.delete(MENU_PLACE_PARAMS.hall)
  else next.set(MENU_PLACE_PARAMS.hall, hall)
  if (hall === null || meal === undefined) next.delete(MENU_PLACE_PARAMS.meal)
  else next.set(MENU_PLACE_PARAMS.meal, meal ?? '')
  return next
}
