import type { AvailableOptions } from '@campusplate/shared'
import { useState } from 'react'
import { useAvailableOptions } from '../api/get-available-options'
import {
  keepAvailable,
  type MenuChoice,
  type MenuSelection,
  NO_CHOICE,
  resolveSelection,
} from '../utils/menu-selection'

const EMPTY_OPTIONS: AvailableOptions = Object.freeze({
  dining_halls: [],
  meal_types_by_hall: {},
  serving_windows_by_hall: {},
})

export interface MenuSelectionState extends MenuSelection {
  options: AvailableOptions | undefined
  isLoading: boolean
  /** The options wait for the network to return. */
  isOffline: boolean
  chooseHall: (hall: string | null) => void
  chooseMeal: (meal: string | null) => void
}

/** Spec §4 "Menu selection": halls and meals of the date, with the automatic choices resolved. */
export function useMenuSelection(date: string | null, hour: number): MenuSelectionState {
  const query = useAvailableOptions(date)
  // Spec §8: an options load failure silently empties the lists.
  const options = query.isError ? EMPTY_OPTIONS : query.data

  const [choice, setChoice] = useState<MenuChoice>(NO_CHOICE)
  // Spec §4: when new options arrive, forget a hall or meal they no longer offer. Adjusting state
  // while rendering (instead of in an effect) avoids a frame that shows the stale choice.
  const [checkedOptions, setCheckedOptions] = useState(options)
  if (options !== checkedOptions) {
    setCheckedOptions(options)
    if (options) {
      const kept = keepAvailable(choice, options)
      if (kept !== choice) setChoice(kept)
    }
  }

  const selection = resolveSelection(choice, options, hour)

  return {
    ...selection,
    options,
    isLoading: date !== null && query.isPending,
    isOffline: date !== null && query.isPending && query.fetchStatus === 'paused',
    chooseHall: (hall) => setChoice({ hall, meal: undefined }),
    chooseMeal: (meal) => setChoice({ hall: selection.hall, meal }),
  }
}
