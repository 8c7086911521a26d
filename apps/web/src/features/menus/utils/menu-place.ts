import { isWithinMenuWindow } from '@campusplate/shared'
import type { MenuChoice } from './menu-selection'

/** `date` null: the field was cleared. */
export interface MenuPlace {
  date: string | null
  choice: MenuChoice
}

/** decision 052 */
export const MENU_PLACE_PARAMS = { date: 'date', hall: 'hall', meal: 'meal' } as const

/** An unusable date is today, an empty one a cleared field; a hall or meal the day lacks is the selection's to pass over. */
export function readMenuPlace(params: URLSearchParams, today: string): MenuPlace {
  const date = params.get(MENU_PLACE_PARAMS.date)
  const hall = params.get(MENU_PLACE_PARAMS.hall) || null
  const meal = params.get(MENU_PLACE_PARAMS.meal)
  return {
    date: date === '' ? null : date !== null && isWithinMenuWindow(date, today) ? date : today,
    choice: { hall, meal: hall === null || meal === null ? undefined : meal || null },
  }
}

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
