import { useSearchParams } from 'react-router'
import { type MenuPlace, readMenuPlace, writeMenuPlace } from '../utils/menu-place'
import type { MenuChoice } from '../utils/menu-selection'

export interface MenuPlaceState extends MenuPlace {
  setDate: (date: string | null) => void
  setChoice: (choice: MenuChoice) => void
}

/**
 * The menu's day, hall and meal kept in the page's URL (decision 052): a reload, Back and Forward,
 * an offline reload and a shared link all come back to the same menu. Each choice is a history entry.
 */
export function useMenuPlace(today: string): MenuPlaceState {
  const [params, setParams] = useSearchParams()
  const place = readMenuPlace(params, today)
  const change = (update: (place: MenuPlace) => MenuPlace) =>
    setParams((current) => writeMenuPlace(current, update(readMenuPlace(current, today))))
  return {
    ...place,
    setDate: (date) => change((current) => ({ ...current, date })),
    setChoice: (choice) => change((current) => ({ ...current, choice })),
  }
}
