import { useCallback, useMemo } from 'react'
import { useAuth } from '@/lib/session/use-auth'
import { useSavedPlate } from '../api/get-plate'
import { entryFromSavedItem, type PlateEntry } from '../utils/plate-entries'
import { type PlateEditing, usePlateEditing } from './use-plate-editing'
import { type PlateSync, usePlateSave } from './use-plate-save'

export type { Announcement, UndoablePlateEdit } from './use-plate-editing'
export { formatCalories } from './use-plate-editing'
export type { PlateConflict, PlateSync } from './use-plate-save'

export interface Plate extends Omit<PlateEditing, 'undo' | 'drafts'> {
  date: string | null
  /** False while the date field does not show the plate's day: adding and saving wait. */
  isDateConfirmed: boolean
  /** Puts back exactly the lines the last Remove or Clear took, in their places. */
  undo: () => void
  /** `null` for guests and visitors: docs/product.md#session-states, their plate is never loaded or saved. */
  sync: PlateSync | null
}

const NO_ENTRIES: readonly PlateEntry[] = []

export interface PlateOptions {
  isRegistered: boolean
  /** The date field shows `date` (a typed or refused date is not the plate's day). Defaults to true. */
  isDateConfirmed?: boolean
}

/**
 * The plate of the selected date. For a registered user it is the saved plate of that date
 * (loaded when the date changes) with their unsaved edits on top, kept per date until saved;
 * Save sends the whole plate. A guest's plate lives in memory only and is cleared when the date
 * changes (docs/product.md#session-states).
 */
export function usePlate(date: string | null, { isRegistered, isDateConfirmed = true }: PlateOptions): Plate {
  const savedPlate = useSavedPlate(date, { isEnabled: isRegistered })
  const savedEntries = useMemo(
    () => (isRegistered && savedPlate.data ? savedPlate.data.items.map(entryFromSavedItem) : NO_ENTRIES),
    [isRegistered, savedPlate.data],
  )
  const {
    drafts,
    undo: undoEditing,
    ...editing
  } = usePlateEditing(date, { isRegistered, isDateConfirmed, savedEntries })
  const { state } = useAuth()
  const userId = isRegistered && state.status === 'authenticated' ? (state.user.user_id ?? null) : null
  const { sync, isHeldBySave } = usePlateSave(date, editing.entries, {
    isRegistered,
    isDateConfirmed,
    userId,
    drafts,
    savedPlate,
  })
  const undo = useCallback(() => undoEditing(isHeldBySave), [undoEditing, isHeldBySave])
  return { date, isDateConfirmed, ...editing, undo, sync }
}
