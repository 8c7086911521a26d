import {
  type FoodItem,
  type MacroValues,
  type PlateResponse,
  type PlateSaveRequest,
  percentOfDailyValues,
  plateTotals,
  SAVED_CONFIRMATION_MS,
} from '@campusplate/shared'
import { useCallback, useMemo, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { useTimedValue } from '@/lib/use-timed-value'
import { useSavedPlate } from '../api/get-plate'
import { plateConflictOf, useAcceptSavedPlate, useSavePlate } from '../api/save-plate'
import { PLATE_MESSAGES } from '../messages'
import type { CustomMeal } from '../utils/custom-meals'
import { mergePlates } from '../utils/plate-conflict'
import {
  applyPlateEdit,
  customEntryFrom,
  entryFromSavedItem,
  menuEntryFrom,
  type PlateEntry,
} from '../utils/plate-entries'
import { buildPlateSaveRequest } from '../utils/plate-save'
import { usePlateDrafts } from './use-plate-drafts'

/** Loading and saving the plate; registered users only. */
export interface PlateSync {
  /** The saved plate of the date is on its way. */
  isLoading: boolean
  /** The saved plate could not be read; saving is off so it cannot be overwritten unseen. */
  hasLoadFailed: boolean
  reload: () => void
  hasUnsavedChanges: boolean
  canSave: boolean
  isSaving: boolean
  /** Spec §2: 'Saved!' for 2 seconds after a successful save. */
  isSavedShown: boolean
  /** Spec §5/§8: the save-blocking message or the save failure alert. */
  errorMessage: string | null
  /** What the server said about a rejected plate, when it said something. */
  errorDetail: string | null
  save: () => void
  /** A save found the plate saved elsewhere meanwhile; null otherwise. */
  conflict: PlateConflict | null
}

/** This device's plate against the one saved elsewhere, and the three ways out. */
export interface PlateConflict {
  mine: readonly PlateEntry[]
  saved: readonly PlateEntry[]
  /** Saves this device's plate over the other one. */
  keepMine: () => void
  /** Drops this device's unsaved changes and shows the saved plate. */
  takeSaved: () => void
  /** Saves both in one: every item of either, the larger quantity where both have it. */
  merge: () => void
  /** Closes the comparison and changes nothing; the next save compares again. */
  dismiss: () => void
}

export interface Plate {
  date: string | null
  entries: PlateEntry[]
  /** Unrounded sums; round only for display. */
  totals: MacroValues
  /** Percent of the daily reference values (spec §9), unrounded. */
  percents: MacroValues
  addFood: (food: FoodItem, quantity: number) => void
  addCustomMeal: (meal: CustomMeal, quantity?: number) => void
  remove: (foodId: string) => void
  clear: () => void
  /** `null` for guests and visitors: spec §4, their plate is never loaded or saved. */
  sync: PlateSync | null
}

const NO_ENTRIES: readonly PlateEntry[] = []

/**
 * The plate of the selected date. For a registered user it is the saved plate of that date
 * (loaded when the date changes) with their unsaved edits on top, kept per date until saved;
 * Save sends the whole plate. A guest's plate lives in memory only and is cleared when the date
 * changes (spec §4).
 */
export function usePlate(date: string | null, { isRegistered }: { isRegistered: boolean }): Plate {
  const { edits, addEdit: edit, markSaved } = usePlateDrafts(date, { isRegistered })

  const savedPlate = useSavedPlate(date, { isEnabled: isRegistered })
  const savedEntries = useMemo(
    () => (isRegistered && savedPlate.data ? savedPlate.data.items.map(entryFromSavedItem) : NO_ENTRIES),
    [isRegistered, savedPlate.data],
  )
  const entries = useMemo(() => edits.reduce(applyPlateEdit, [...savedEntries]), [edits, savedEntries])
  const totals = useMemo(() => plateTotals(entries), [entries])
  const percents = useMemo(() => percentOfDailyValues(totals), [totals])

  const addFood = useCallback(
    (food: FoodItem, quantity: number) => {
      const entry = menuEntryFrom(food, quantity)
      if (entry) edit({ type: 'add', entry })
    },
    [edit],
  )
  const addCustomMeal = useCallback(
    (meal: CustomMeal, quantity = 1) => edit({ type: 'add', entry: customEntryFrom(meal, quantity) }),
    [edit],
  )
  const remove = useCallback((foodId: string) => edit({ type: 'remove', foodId }), [edit])
  const clear = useCallback(() => edit({ type: 'clear' }), [edit])

  const saveMutation = useSavePlate()
  const savedConfirmation = useTimedValue<string>(SAVED_CONFIRMATION_MS)
  // The plate a save was refused for; the message stays until the plate changes.
  const [blockedEntries, setBlockedEntries] = useState<readonly PlateEntry[] | null>(null)
  // The plate saved elsewhere that a save of this device's plate ran into.
  const [conflictPlate, setConflictPlate] = useState<PlateResponse | null>(null)
  const acceptSavedPlate = useAcceptSavedPlate()

  const send = (request: PlateSaveRequest) => {
    setConflictPlate(null)
    const editCount = edits.length
    // Not mutate()'s onSuccess: that runs only while this screen is mounted, and a save that lands
    // after the user went elsewhere must still retire the edits it saved, or they would count twice.
    saveMutation.mutateAsync(request).then(
      () => {
        markSaved(editCount)
        savedConfirmation.show(request.date)
      },
      // A conflict opens the comparison; any other failure shows through saveMutation.error
      // (spec §8: 'Failed to save plate. Please try again.').
      (error: unknown) => setConflictPlate(plateConflictOf(error)),
    )
  }

  const saveEntries = (list: readonly PlateEntry[], version: number | undefined) => {
    if (!isRegistered || date === null) return
    const check = buildPlateSaveRequest(date, list)
    if (!check.ok) {
      setConflictPlate(null)
      setBlockedEntries(entries)
      return
    }
    setBlockedEntries(null)
    // The version this plate was loaded or last saved at: a plate saved elsewhere since answers 409.
    send({ ...check.request, version })
  }

  const save = () => saveEntries(entries, savedPlate.data?.version)

  const isLoading = isRegistered && date !== null && savedPlate.isPending
  const hasLoadFailed = isRegistered && savedPlate.isError && !savedPlate.data
  const saveFailure =
    saveMutation.isError && saveMutation.variables?.date === date && !plateConflictOf(saveMutation.error)
      ? saveMutation.error
      : null
  const conflict = buildConflict()

  function buildConflict(): PlateConflict | null {
    if (!isRegistered || conflictPlate === null || conflictPlate.date !== date) return null
    const current = conflictPlate
    const saved = current.items.map(entryFromSavedItem)
    return {
      mine: entries,
      saved,
      keepMine: () => saveEntries(entries, current.version),
      takeSaved: () => {
        setConflictPlate(null)
        setBlockedEntries(null)
        acceptSavedPlate(current)
        markSaved(edits.length)
      },
      merge: () => saveEntries(mergePlates(entries, saved), current.version),
      dismiss: () => setConflictPlate(null),
    }
  }
  const isBlocked = blockedEntries !== null && blockedEntries === entries

  const sync: PlateSync | null = isRegistered
    ? {
        isLoading,
        hasLoadFailed,
        reload: () => void savedPlate.refetch(),
        hasUnsavedChanges: edits.length > 0,
        canSave: date !== null && !isLoading && !hasLoadFailed && !saveMutation.isPending,
        isSaving: saveMutation.isPending,
        isSavedShown: savedConfirmation.value !== null && savedConfirmation.value === date,
        errorMessage: isBlocked ? PLATE_MESSAGES.customNeedsMacros : saveFailure ? PLATE_MESSAGES.saveFailed : null,
        errorDetail:
          !isBlocked && saveFailure instanceof ApiError && saveFailure.hasServerDetail && saveFailure.status !== 401
            ? saveFailure.detail
            : null,
        save,
        conflict,
      }
    : null

  return { date, entries, totals, percents, addFood, addCustomMeal, remove, clear, sync }
}
