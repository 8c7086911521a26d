import {
  type FoodItem,
  formatQuantity,
  type MacroValues,
  percentOfDailyValues,
  plateTotals,
  roundForDisplay,
} from '@campusplate/shared'
import { useCallback, useMemo, useState } from 'react'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { PLATE_MESSAGES } from '../messages'
import type { CustomMeal } from '../utils/custom-meals'
import { applyPlateEdit, customEntryFrom, menuEntryFrom, type PlateEdit, type PlateEntry } from '../utils/plate-entries'
import { type PlateDrafts, type PlateUndo, usePlateDrafts } from './use-plate-drafts'

export interface Announcement {
  /** Increases with each message, so the same words said twice are still announced. */
  id: number
  text: string
}

export interface UndoablePlateEdit extends PlateUndo {
  date: string
  text: string
  /** Where the edit was made: in the plate (Remove, Clear) or by repeating a saved plate. */
  origin: 'plate' | 'repeat'
  /** The food ids the undo puts back, for focus after it. */
  foodIds: string[]
}

export interface PlateEditingOptions {
  isRegistered: boolean
  /** The date field shows `date`; while it does not, nothing is added to a day not chosen. */
  isDateConfirmed: boolean
  savedEntries: readonly PlateEntry[]
}

export interface PlateEditing {
  entries: PlateEntry[]
  /** Unrounded sums; round only for display. */
  totals: MacroValues
  /** Percent of the daily reference values (docs/product.md#constants), unrounded. */
  percents: MacroValues
  announcement: Announcement | null
  addFood: (food: FoodItem, quantity: number) => void
  /** One serving each of `foods` (a suggested main and side), said in one announcement `describe` words. */
  addFoods: (foods: readonly FoodItem[], describe: (added: PlateEntry[], plateCalories: number) => string) => void
  addCustomMeal: (meal: CustomMeal, quantity?: number) => void
  setQuantity: (foodId: string, quantity: number) => void
  remove: (foodId: string) => void
  clear: () => void
  /** The plate becomes `lines` (a saved plate repeated, added or replacing); `text` says so and offers Undo. */
  fill: (lines: readonly PlateEntry[], text: string) => void
  /** What the last Remove, Clear or repeat changed, until the next edit; `null` when there is nothing to undo. */
  undoable: UndoablePlateEdit | null
  /** `isHeldBySave`: a save on its way or waiting on the device carries this edit and will retire it. */
  undo: (isHeldBySave?: (edit: PlateEdit) => boolean) => void
  dismissUndo: () => void
  drafts: PlateDrafts
}

function addedMessage(entry: PlateEntry, plateTotal: number, hideNumbers: boolean): string {
  const what = PLATE_MESSAGES.added(formatQuantity(entry.quantity), entry.name)
  if (hideNumbers) return what
  return PLATE_MESSAGES.addedWithNumbers(
    what,
    formatCalories(entry.calories * entry.quantity),
    formatCalories(plateTotal),
  )
}

export function formatCalories(value: number): string {
  // Not formatNumber: the dashboard's campus clock loads Intl anyway, and its budget has no room for it (decision 073).
  return roundForDisplay(value).toLocaleString('en-US')
}

const NOT_HELD = () => false

export function usePlateEditing(
  date: string | null,
  { isRegistered, isDateConfirmed, savedEntries }: PlateEditingOptions,
): PlateEditing {
  const drafts = usePlateDrafts(date, { isRegistered })
  const { edits, addEdit, undoEdit } = drafts
  // Offered until the next edit (or a change of date), never on a timer (WCAG 2.2.1).
  const [undoState, setUndoState] = useState<UndoablePlateEdit | null>(null)
  const hideNumbers = useHideNumbers()
  const [announcement, setAnnouncement] = useState<Announcement | null>(null)
  const announce = useCallback(
    (text: string) => setAnnouncement((current) => ({ id: (current?.id ?? 0) + 1, text })),
    [],
  )

  const entries = useMemo(() => edits.reduce(applyPlateEdit, [...savedEntries]), [edits, savedEntries])
  const totals = useMemo(() => plateTotals(entries), [entries])
  const percents = useMemo(() => percentOfDailyValues(totals), [totals])

  const edit = useCallback(
    (plateEdit: PlateEdit) => {
      if (!isDateConfirmed) {
        announce(PLATE_MESSAGES.dateNotConfirmed)
        return false
      }
      addEdit(plateEdit)
      setUndoState(null)
      return true
    },
    [isDateConfirmed, addEdit, announce],
  )
  // Remove, Clear and a repeat change lines; the plate as it was is kept for the undo, line for line.
  const editWithUndo = useCallback(
    (plateEdit: PlateEdit, text: string, origin: UndoablePlateEdit['origin'], foodIds: string[]) => {
      if (date === null || !edit(plateEdit)) return
      setUndoState({ date, edit: plateEdit, restore: { type: 'restore', entries }, text, origin, foodIds })
    },
    [date, edit, entries],
  )
  const takeAway = useCallback(
    (plateEdit: PlateEdit, text: string, taken: readonly PlateEntry[]) => {
      if (taken.length === 0) return
      editWithUndo(
        plateEdit,
        text,
        'plate',
        taken.map((entry) => entry.foodId),
      )
    },
    [editWithUndo],
  )
  const addEntry = useCallback(
    (entry: PlateEntry) => {
      if (!edit({ type: 'add', entry })) return
      const after = applyPlateEdit(entries, { type: 'add', entry })
      announce(addedMessage(entry, plateTotals(after).calories, hideNumbers))
    },
    [edit, entries, announce, hideNumbers],
  )
  const addFood = useCallback(
    (food: FoodItem, quantity: number) => {
      const entry = menuEntryFrom(food, quantity)
      if (entry) addEntry(entry)
    },
    [addEntry],
  )
  const addFoods = useCallback(
    (foods: readonly FoodItem[], describe: (added: PlateEntry[], plateCalories: number) => string) => {
      const added = foods.map((food) => menuEntryFrom(food, 1)).filter((entry) => entry !== null)
      if (added.length === 0 || !isDateConfirmed) {
        if (!isDateConfirmed) announce(PLATE_MESSAGES.dateNotConfirmed)
        return
      }
      for (const entry of added) addEdit({ type: 'add', entry })
      setUndoState(null)
      const after = added.reduce((list, entry) => applyPlateEdit(list, { type: 'add', entry }), entries)
      announce(describe(added, plateTotals(after).calories))
    },
    [isDateConfirmed, addEdit, entries, announce],
  )
  const addCustomMeal = useCallback(
    (meal: CustomMeal, quantity = 1) => addEntry(customEntryFrom(meal, quantity)),
    [addEntry],
  )
  const setQuantity = useCallback(
    (foodId: string, quantity: number) => void edit({ type: 'quantity', foodId, quantity }),
    [edit],
  )
  const remove = useCallback(
    (foodId: string) => {
      const taken = entries.filter((entry) => entry.foodId === foodId)
      takeAway({ type: 'remove', foodId }, PLATE_MESSAGES.removed(taken[0]?.name ?? ''), taken)
    },
    [entries, takeAway],
  )
  const clear = useCallback(() => takeAway({ type: 'clear' }, PLATE_MESSAGES.cleared, entries), [entries, takeAway])
  // The undo offer says what happened, in a live region: no separate announcement.
  const fill = useCallback(
    (lines: readonly PlateEntry[], text: string) =>
      editWithUndo(
        { type: 'fill', entries: lines },
        text,
        'repeat',
        entries.map((entry) => entry.foodId),
      ),
    [editWithUndo, entries],
  )

  const undoable = undoState !== null && undoState.date === date ? undoState : null
  // Taking a held edit out of the list would let the save's landing retire a later edit in its place.
  const undo = useCallback(
    (isHeldBySave: (edit: PlateEdit) => boolean = NOT_HELD) => {
      if (undoable === null) return
      if (isHeldBySave(undoable.edit)) addEdit(undoable.restore)
      else undoEdit(undoable)
      setUndoState(null)
    },
    [undoable, undoEdit, addEdit],
  )
  const dismissUndo = useCallback(() => setUndoState(null), [])

  return {
    entries,
    totals,
    percents,
    announcement,
    addFood,
    addFoods,
    addCustomMeal,
    setQuantity,
    remove,
    clear,
    fill,
    undoable,
    undo,
    dismissUndo,
    drafts,
  }
}
