import type { FoodItem } from '@campusplate/shared'
import { useMemo, useState } from 'react'
import { useMenuMatcher } from './use-menu-matcher'

export interface FitsFilterState {
  /** Only for a signed-in user whose profile asks something of a dish; guests see nothing new. */
  isAvailable: boolean
  isOn: boolean
  setOn: (isOn: boolean) => void
  foods: FoodItem[]
}

export function useFitsFilter(foods: FoodItem[]): FitsFilterState {
  const matcher = useMenuMatcher()
  const [isOn, setOn] = useState(false)
  const isAvailable = matcher !== null
  const shown = useMemo(() => (matcher && isOn ? foods.filter(matcher.fits) : foods), [foods, matcher, isOn])
  return { isAvailable, isOn, setOn, foods: shown }
}
