import { type FoodItem, fitsProfile, hasMenuChecks } from '@campusplate/shared'
import { useMemo, useState } from 'react'
import { useSignedInProfile } from '@/lib/session/use-profile-preferences'

export interface FitsFilterState {
  /** Only for a signed-in user whose profile asks something of a dish; guests see nothing new. */
  isAvailable: boolean
  isOn: boolean
  setOn: (isOn: boolean) => void
  foods: FoodItem[]
}

export function useFitsFilter(foods: FoodItem[]): FitsFilterState {
  const profile = useSignedInProfile()
  const [isOn, setOn] = useState(false)
  const isAvailable = profile !== null && hasMenuChecks(profile)
  const isFiltering = isAvailable && isOn
  const shown = useMemo(
    () => (isFiltering && profile ? foods.filter((food) => fitsProfile(food, profile)) : foods),
    [foods, profile, isFiltering],
  )
  return { isAvailable, isOn, setOn, foods: shown }
}
