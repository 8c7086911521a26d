import { useSearchParams } from 'react-router'
import { type MenuPlace, readMenuPlace, writeMenuPlace } from '../utils/menu-place'
import type { MenuChoice } from '../utils/menu-selection'

export interface MenuPlaceState extends MenuPlace {
  setDate: (date: string | null) => void
  setChoice: (choice: MenuChoice) => void
}

/** In the URL, so a reload, Back, an offline reload and a shared link come back to the same menu (decision 052). */
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
