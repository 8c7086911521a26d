import { type PlateResponse, type PlateSaveRequest, SAVED_CONFIRMATION_MS } from '@campusplate/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer } from 'react'
import { useIsOnline } from '@/lib/use-online'
import { useTimedValue } from '@/lib/use-timed-value'
import { isSaveUnreached, plateConflictOf, useAcceptSavedPlate, useSavePlate } from '../api/save-plate'
import { PLATE_MESSAGES } from '../messages'
import { mergePlates } from '../utils/plate-conflict'
import { entryFromSavedItem, type PlateEdit, type PlateEntry } from '../utils/plate-entries'
import { buildPlateSaveRequest } from '../utils/plate-save'
import { describePlateSave, INITIAL_PLATE_SAVE, plateSaveReducer } from './plate-save-status'
import type { PlateDrafts } from './use-plate-drafts'
import { type OutboxOutcome, onOutboxNews, useQueuedPlateSave } from './use-plate-outbox'

export interface PlateSync {
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
  errorDetail: string | null
  save: () => void
  /** A save found the plate saved elsewhere meanwhile; null otherwise. */
  conflict: PlateConflict | null
}

export interface PlateConflict {
  mine: readonly PlateEntry[]
  saved: readonly PlateEntry[]
  keepMine: () => void
  takeSaved: () => void
  /** Saves both in one: every item of either, the larger quantity where both have it. */
  merge: () => void
  /** Closes the comparison and changes nothing; the next save compares again. */
  dismiss: () => void
}

export type SavedPlateQuery = Pick<
  UseQueryResult<PlateResponse>,
  'data' | 'isPending' | 'isPaused' | 'isError' | 'refetch'
>

export interface PlateSaveOptions {
  isRegistered: boolean
  isDateConfirmed: boolean
  /** Whose outbox keeps a save made offline; null saves online only. */
  userId: string | null
  drafts: Pick<PlateDrafts, 'edits' | 'markSaved'>
  savedPlate: SavedPlateQuery
}

export interface PlateSave {
  sync: PlateSync | null
  /** A save on its way, or waiting on the device, carries `edit` and retires it when it lands. */
  isHeldBySave: (edit: PlateEdit) => boolean
}

const OUTBOX_NOTICES: Record<OutboxOutcome, string | null> = {
  saved: null,
  replacedOlder: PLATE_MESSAGES.offlineSaveReplacedOlder,
  keptNewer: PLATE_MESSAGES.offlineSaveKeptNewer,
  failed: PLATE_MESSAGES.saveFailed,
}

/** Save sends the whole plate of `date`; offline it waits in the device's outbox (decision 035). */
export function usePlateSave(
  date: string | null,
  entries: readonly PlateEntry[],
  { isRegistered, isDateConfirmed, userId, drafts, savedPlate }: PlateSaveOptions,
): PlateSave {
  const { edits, markSaved } = drafts
  const [{ status, notice }, dispatch] = useReducer(plateSaveReducer, INITIAL_PLATE_SAVE)
  const saveMutation = useSavePlate()
  const acceptSavedPlate = useAcceptSavedPlate()
  const isOnline = useIsOnline()
  const isQueuedOnDevice = useQueuedPlateSave(userId, date)
  const savedConfirmation = useTimedValue<string>(SAVED_CONFIRMATION_MS)
  const showSaved = savedConfirmation.show

  // External sync: the outbox sends queued saves from above the routes and reports here.
  useEffect(
    () =>
      onOutboxNews(({ date: savedDate, outcome }) => {
        if (outcome === 'saved' || outcome === 'replacedOlder') showSaved(savedDate)
        dispatch({ type: 'outboxSettled', date: savedDate, text: OUTBOX_NOTICES[outcome] })
      }),
    [showSaved],
  )

  const isHeldBySave = useCallback(
    (edit: PlateEdit) =>
      isQueuedOnDevice || ((status.type === 'sending' || status.type === 'queued') && status.edits.includes(edit)),
    [isQueuedOnDevice, status],
  )

  function queue(request: PlateSaveRequest, queuedEdits: readonly PlateEdit[], owner: string) {
    dispatch({ type: 'queue', date: request.date, edits: queuedEdits })
    const queued = { request, editCount: queuedEdits.length, queuedAt: new Date().toISOString() }
    void import('../utils/plate-outbox').then(({ queuePlateSave }) => queuePlateSave(owner, queued))
  }

  function send(request: PlateSaveRequest) {
    const sentEdits = edits
    if (!navigator.onLine && userId !== null) {
      queue(request, sentEdits, userId)
      return
    }
    dispatch({ type: 'send', date: request.date, edits: sentEdits })
    // Not mutate()'s onSuccess, which needs this screen mounted: a late landing must still retire its edits.
    saveMutation.mutateAsync(request).then(
      () => {
        dispatch({ type: 'saved' })
        markSaved(sentEdits.length)
        showSaved(request.date)
      },
      (error: unknown) => {
        if (!navigator.onLine && userId !== null && isSaveUnreached(error)) {
          queue(request, sentEdits, userId)
          return
        }
        const plate = plateConflictOf(error)
        dispatch(plate ? { type: 'conflict', plate } : { type: 'failed', date: request.date, error })
      },
    )
  }

  function saveEntries(list: readonly PlateEntry[], version: number | undefined) {
    if (!isRegistered || date === null) return
    const check = buildPlateSaveRequest(date, list)
    if (!check.ok) {
      dispatch({ type: 'blocked', entries })
      return
    }
    // The version this plate was loaded or last saved at: a plate saved elsewhere since answers 409.
    send({ ...check.request, version })
  }

  if (!isRegistered) return { sync: null, isHeldBySave }

  const hasUnsavedChanges = edits.length > 0
  const view = describePlateSave(status, {
    date,
    isDateConfirmed,
    entries,
    hasUnsavedChanges,
    isSendable: date !== null && buildPlateSaveRequest(date, entries).ok,
    isQueuedOnDevice,
    isOnline,
  })
  const isLoading = date !== null && savedPlate.isPending
  const hasLoadFailed = savedPlate.isError && !savedPlate.data

  function conflictWith(current: PlateResponse): PlateConflict {
    const saved = current.items.map(entryFromSavedItem)
    return {
      mine: entries,
      saved,
      keepMine: () => saveEntries(entries, current.version),
      takeSaved: () => {
        dispatch({ type: 'closeConflict' })
        acceptSavedPlate(current)
        markSaved(edits.length)
      },
      merge: () => saveEntries(mergePlates(entries, saved), current.version),
      dismiss: () => dispatch({ type: 'closeConflict' }),
    }
  }

  return {
    isHeldBySave,
    sync: {
      isLoading,
      isWaitingForNetwork: isLoading && savedPlate.isPaused,
      hasLoadFailed,
      reload: () => void savedPlate.refetch(),
      hasUnsavedChanges,
      canSave: date !== null && !isLoading && !hasLoadFailed && view.disabledReason === null,
      disabledReason: view.disabledReason,
      pendingMessage: view.pendingMessage,
      syncNotice: notice !== null && notice.date === date ? notice.text : null,
      isSaving: status.type === 'sending',
      isSavedShown: savedConfirmation.value !== null && savedConfirmation.value === date,
      errorMessage: view.errorMessage,
      errorDetail: view.errorDetail,
      save: () => {
        if (view.disabledReason === null) saveEntries(entries, savedPlate.data?.version)
      },
      conflict: view.conflictPlate === null ? null : conflictWith(view.conflictPlate),
    },
  }
}
