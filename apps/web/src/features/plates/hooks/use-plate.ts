import {
  type FoodItem,
  formatQuantity,
  type MacroValues,
  type PlateResponse,
  type PlateSaveRequest,
  percentOfDailyValues,
  plateTotals,
  roundForDisplay,
  SAVED_CONFIRMATION_MS,
} from '@campusplate/shared'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { useAuth } from '@/lib/session/use-auth'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { useIsOnline } from '@/lib/use-online'
import { useTimedValue } from '@/lib/use-timed-value'
import { useSavedPlate } from '../api/get-plate'
import { isSaveUnreached, plateConflictOf, useAcceptSavedPlate, useSavePlate } from '../api/save-plate'
import { PLATE_MESSAGES } from '../messages'
import type { CustomMeal } from '../utils/custom-meals'
import { mergePlates } from '../utils/plate-conflict'
import {
  applyPlateEdit,
  customEntryFrom,
  entryFromSavedItem,
  menuEntryFrom,
  type PlateEdit,
  type PlateEntry,
} from '../utils/plate-entries'
import { buildPlateSaveRequest } from '../utils/plate-save'
import { type PlateUndo, usePlateDrafts } from './use-plate-drafts'
import { type OutboxOutcome, onOutboxNews, useQueuedPlateSave } from './use-plate-outbox'

/** Loading and saving the plate; registered users only. */
export interface PlateSync {
  /** The saved plate of the date is on its way. */
  isLoading: boolean
  /** It waits for the connection to return (offline, nothing kept for the date). */
  isWaitingForNetwork: boolean
  /** The saved plate could not be read; saving is off so it cannot be overwritten unseen. */
  hasLoadFailed: boolean
  reload: () => void
  hasUnsavedChanges: boolean
  canSave: boolean
  isSaving: boolean
  /** docs/product.md#plate-panel: 'Saved!' for 2 seconds after a successful save. */
  isSavedShown: boolean
  /** Why Save Plate does nothing now (kept focusable with aria-disabled), or null when it can save. */
  disabledReason: string | null
  /** Said while the save is on its way, or waits on the device for the connection ('Offline — …'). */
  pendingMessage: string | null
  /** How a save made offline ended when another device had saved the plate too (decision 035). */
  syncNotice: string | null
  /** docs/product.md#plate-save: the save-blocking message or the save failure alert. */
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
  /** Percent of the daily reference values (docs/product.md#constants), unrounded. */
  percents: MacroValues
  /** False while the date field does not show the plate's day: adding and saving wait. */
  isDateConfirmed: boolean
  /** The polite announcement of the last add ('Added 1 × Onion Rings — 330 kcal; plate 1,188 kcal'). */
  announcement: Announcement | null
  addFood: (food: FoodItem, quantity: number) => void
  /**
   * Adds one serving of each of `foods` (a suggested main and side), said in one announcement that
   * `describe` words from the added lines and the plate's calories after them.
   */
  addFoods: (foods: readonly FoodItem[], describe: (added: PlateEntry[], plateCalories: number) => string) => void
  addCustomMeal: (meal: CustomMeal, quantity?: number) => void
  /** Sets a line's servings (already checked with the shared quantity rules). */
  setQuantity: (foodId: string, quantity: number) => void
  remove: (foodId: string) => void
  clear: () => void
  /** The plate becomes `lines` (a saved plate repeated, added or replacing); `text` says so and offers Undo. */
  fill: (lines: readonly PlateEntry[], text: string) => void
  /** What the last Remove, Clear or repeat changed, until the next edit; `null` when there is nothing to undo. */
  undoable: UndoablePlateEdit | null
  /** Puts back exactly the lines the last Remove or Clear took, in their places. */
  undo: () => void
  /** Lets the offer to undo go. */
  dismissUndo: () => void
  /** `null` for guests and visitors: docs/product.md#session-states, their plate is never loaded or saved. */
  sync: PlateSync | null
}

const NO_ENTRIES: readonly PlateEntry[] = []

const OUTBOX_NOTICES: Record<OutboxOutcome, string | null> = {
  saved: null,
  replacedOlder: PLATE_MESSAGES.offlineSaveReplacedOlder,
  keptNewer: PLATE_MESSAGES.offlineSaveKeptNewer,
  failed: PLATE_MESSAGES.saveFailed,
}

export interface Announcement {
  /** Increases with each message, so the same words said twice are still announced. */
  id: number
  text: string
}

export interface UndoablePlateEdit extends PlateUndo {
  date: string
  /** 'Removed Onion Rings', 'Cleared the plate', 'Added 4 items from Wed 25 Nov'. */
  text: string
  /** Where the edit was made: in the plate (Remove, Clear) or by repeating a saved plate. */
  origin: 'plate' | 'repeat'
  /** The food ids the undo puts back, for focus after it. */
  foodIds: string[]
}

export interface PlateOptions {
  isRegistered: boolean
  /** The date field shows `date` (a typed or refused date is not the plate's day). Defaults to true. */
  isDateConfirmed?: boolean
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

/** '1,188' for 1187.6 kcal: the display rounding with thousands separators. */
export function formatCalories(value: number): string {
  return roundForDisplay(value).toLocaleString('en-US')
}

/**
 * The plate of the selected date. For a registered user it is the saved plate of that date
 * (loaded when the date changes) with their unsaved edits on top, kept per date until saved;
 * Save sends the whole plate. A guest's plate lives in memory only and is cleared when the date
 * changes (docs/product.md#session-states).
 */
export function usePlate(date: string | null, { isRegistered, isDateConfirmed = true }: PlateOptions): Plate {
  const { edits, addEdit, undoEdit, markSaved } = usePlateDrafts(date, { isRegistered })
  // Offered until the next edit (or a change of date), never on a timer (WCAG 2.2.1).
  const [undoState, setUndoState] = useState<UndoablePlateEdit | null>(null)
  const hideNumbers = useHideNumbers()
  const [announcement, setAnnouncement] = useState<Announcement | null>(null)
  const announce = useCallback(
    (text: string) => setAnnouncement((current) => ({ id: (current?.id ?? 0) + 1, text })),
    [],
  )

  const savedPlate = useSavedPlate(date, { isEnabled: isRegistered })
  const savedEntries = useMemo(
    () => (isRegistered && savedPlate.data ? savedPlate.data.items.map(entryFromSavedItem) : NO_ENTRIES),
    [isRegistered, savedPlate.data],
  )
  const entries = useMemo(() => edits.reduce(applyPlateEdit, [...savedEntries]), [edits, savedEntries])
  const totals = useMemo(() => plateTotals(entries), [entries])
  const percents = useMemo(() => percentOfDailyValues(totals), [totals])

  // While the field shows another (typed or refused) date, nothing is added to a day not chosen.
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

  const saveMutation = useSavePlate()
  const isOnline = useIsOnline()
  const savedConfirmation = useTimedValue<string>(SAVED_CONFIRMATION_MS)
  const { state } = useAuth()
  const userId = isRegistered && state.status === 'authenticated' ? (state.user.user_id ?? null) : null
  const isQueued = useQueuedPlateSave(userId, date)
  const undoable = undoState !== null && undoState.date === date ? undoState : null
  // The edits of a save on its way, or waiting on the device: it lands with them and retires them
  // (`markSaved`). Undoing one of them puts back what it took away after them, rather than taking
  // it out of the list, where the save's landing would retire a later edit in its place.
  const pendingEdits = useRef<{ date: string; edits: readonly PlateEdit[] } | null>(null)
  const undo = useCallback(() => {
    if (undoable === null) return
    if (isQueued || pendingEdits.current?.edits.includes(undoable.edit)) addEdit(undoable.restore)
    else undoEdit(undoable)
    setUndoState(null)
  }, [undoable, isQueued, undoEdit, addEdit])
  const dismissUndo = useCallback(() => setUndoState(null), [])
  // What the outbox said about this date's offline save once the connection returned.
  const [outboxNotice, setOutboxNotice] = useState<{ date: string; text: string } | null>(null)
  const showSaved = savedConfirmation.show
  // External sync: the outbox sends queued saves from above the routes and reports here.
  useEffect(
    () =>
      onOutboxNews(({ date: savedDate, outcome }) => {
        if (pendingEdits.current?.date === savedDate) pendingEdits.current = null
        if (outcome === 'saved' || outcome === 'replacedOlder') showSaved(savedDate)
        const text = OUTBOX_NOTICES[outcome]
        setOutboxNotice(text === null ? null : { date: savedDate, text })
      }),
    [showSaved],
  )
  // The plate a save was refused for; the message stays until the plate changes.
  const [blockedEntries, setBlockedEntries] = useState<readonly PlateEntry[] | null>(null)
  // The plate saved elsewhere that a save of this device's plate ran into.
  const [conflictPlate, setConflictPlate] = useState<PlateResponse | null>(null)
  const acceptSavedPlate = useAcceptSavedPlate()

  // Offline, the save waits on the device (the outbox, decision 035) and is sent when the connection returns.
  const queue = (request: PlateSaveRequest, editCount: number) => {
    if (userId === null) return
    pendingEdits.current = { date: request.date, edits: edits.slice(0, editCount) }
    const save = { request, editCount, queuedAt: new Date().toISOString() }
    saveMutation.reset()
    void import('../utils/plate-outbox').then(({ queuePlateSave }) => queuePlateSave(userId, save))
  }

  const send = (request: PlateSaveRequest) => {
    setConflictPlate(null)
    setOutboxNotice(null)
    const editCount = edits.length
    if (!navigator.onLine && userId !== null) {
      queue(request, editCount)
      return
    }
    pendingEdits.current = { date: request.date, edits }
    // Not mutate()'s onSuccess: that runs only while this screen is mounted, and a save that lands
    // after the user went elsewhere must still retire the edits it saved, or they would count twice.
    saveMutation.mutateAsync(request).then(
      () => {
        pendingEdits.current = null
        markSaved(editCount)
        savedConfirmation.show(request.date)
      },
      // A conflict opens the comparison; the connection lost on the way queues the save; any other
      // failure shows through saveMutation.error (docs/product.md#errors: 'Failed to save plate. Please try again.').
      (error: unknown) => {
        if (!navigator.onLine && isSaveUnreached(error)) {
          queue(request, editCount)
          return
        }
        pendingEdits.current = null
        setConflictPlate(plateConflictOf(error))
      },
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

  const save = () => {
    if (disabledReason !== null) return
    saveEntries(entries, savedPlate.data?.version)
  }

  const isLoading = isRegistered && date !== null && savedPlate.isPending
  const isWaitingForNetwork = isLoading && savedPlate.isPaused
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

  const hasUnsavedChanges = edits.length > 0
  const disabledReason = !isDateConfirmed
    ? PLATE_MESSAGES.dateNotConfirmed
    : saveMutation.isPending
      ? PLATE_MESSAGES.saving
      : // An unchanged plate has nothing to send, unless it could not be saved as it stands.
        !hasUnsavedChanges && !saveFailure && date !== null && buildPlateSaveRequest(date, entries).ok
        ? PLATE_MESSAGES.nothingToSave
        : null

  const sync: PlateSync | null = isRegistered
    ? {
        isLoading,
        isWaitingForNetwork,
        hasLoadFailed,
        reload: () => void savedPlate.refetch(),
        hasUnsavedChanges,
        canSave: date !== null && !isLoading && !hasLoadFailed && disabledReason === null,
        disabledReason,
        pendingMessage: saveMutation.isPending
          ? PLATE_MESSAGES.saving
          : isQueued
            ? isOnline
              ? PLATE_MESSAGES.saving
              : PLATE_MESSAGES.savedOffline
            : null,
        syncNotice: outboxNotice !== null && outboxNotice.date === date ? outboxNotice.text : null,
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

  return {
    date,
    entries,
    totals,
    percents,
    isDateConfirmed,
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
    sync,
  }
}
