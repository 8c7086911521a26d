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
  isOffline: boolean
  chooseHall: (hall: string | null) => void
  chooseMeal: (meal: string | null) => void
}

/** The page's URL, say. */
export interface ControlledChoice {
  choice: MenuChoice
  onChange: (choice: MenuChoice) => void
}

/** A choice the date does not offer is passed over, not erased, so the URL that named it still names it. */
export function useMenuSelection(date: string | null, hour: number, controlled?: ControlledChoice): MenuSelectionState {
  const query = useAvailableOptions(date)
  // docs/product.md#errors: an options load failure silently empties the lists.
  const options = query.isError ? EMPTY_OPTIONS : query.data

  const [ownChoice, setOwnChoice] = useState<MenuChoice>(NO_CHOICE)
  const choice = controlled?.choice ?? ownChoice
  const setChoice = controlled?.onChange ?? setOwnChoice
  // docs/product.md#menu-selection; adjusted while rendering so no frame shows the stale choice.
  const [checkedOptions, setCheckedOptions] = useState(options)
  if (options !== checkedOptions) {
    setCheckedOptions(options)
    if (options && !controlled) {
      const kept = keepAvailable(ownChoice, options)
      if (kept !== ownChoice) setOwnChoice(kept)
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
