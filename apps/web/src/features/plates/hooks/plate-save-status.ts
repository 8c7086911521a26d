import type { PlateResponse } from '@campusplate/shared'
import { ApiError } from '@/lib/api-client'
import { PLATE_MESSAGES } from '../messages'
import type { PlateEdit, PlateEntry } from '../utils/plate-entries'

/** `sending` and `queued` hold edits the save retires on landing, so undoing one must add a restore. */
export type PlateSaveStatus =
  | { type: 'idle' }
  | { type: 'sending'; date: string; edits: readonly PlateEdit[] }
  /** Offline: the save waits in the device's outbox (decision 035). */
  | { type: 'queued'; date: string; edits: readonly PlateEdit[] }
  /** The plate was saved elsewhere meanwhile; `plate` is the one saved now. */
  | { type: 'conflict'; plate: PlateResponse }
  /** The save check refused `entries`; the message stays until the plate changes. */
  | { type: 'blocked'; entries: readonly PlateEntry[] }
  | { type: 'failed'; date: string; detail: string | null }

export interface OutboxNotice {
  date: string
  text: string
}

export interface PlateSaveState {
  status: PlateSaveStatus
  notice: OutboxNotice | null
}

export type PlateSaveEvent =
  | { type: 'send'; date: string; edits: readonly PlateEdit[] }
  | { type: 'queue'; date: string; edits: readonly PlateEdit[] }
  | { type: 'saved' }
  | { type: 'conflict'; plate: PlateResponse }
  | { type: 'failed'; date: string; error: unknown }
  | { type: 'blocked'; entries: readonly PlateEntry[] }
  /** The conflict is dismissed, or settled by taking the saved plate. */
  | { type: 'closeConflict' }
  | { type: 'outboxSettled'; date: string; text: string | null }

export const IDLE: PlateSaveStatus = { type: 'idle' }
export const INITIAL_PLATE_SAVE: PlateSaveState = { status: IDLE, notice: null }

const NO_EDITS: readonly PlateEdit[] = []

/** The server's own words about a refused save, fit to show; a 401 says nothing about the plate. */
export function failureDetailOf(error: unknown): string | null {
  return error instanceof ApiError && error.hasServerDetail && error.status !== 401 ? error.detail : null
}

export function plateSaveStatusAfter(status: PlateSaveStatus, event: PlateSaveEvent): PlateSaveStatus {
  switch (event.type) {
    case 'send':
      return { type: 'sending', date: event.date, edits: event.edits }
    case 'queue':
      return { type: 'queued', date: event.date, edits: event.edits }
    case 'saved':
      return status.type === 'sending' ? IDLE : status
    case 'conflict':
      return status.type === 'sending' ? { type: 'conflict', plate: event.plate } : status
    case 'failed':
      return status.type === 'sending'
        ? { type: 'failed', date: event.date, detail: failureDetailOf(event.error) }
        : status
    case 'blocked':
      return { type: 'blocked', entries: event.entries }
    case 'closeConflict':
      return status.type === 'conflict' ? IDLE : status
    case 'outboxSettled':
      if (status.type === 'queued' && status.date === event.date) return IDLE
      // The outbox retired those edits itself.
      if (status.type === 'sending' && status.date === event.date) return { ...status, edits: NO_EDITS }
      return status
  }
}

export function plateSaveReducer(state: PlateSaveState, event: PlateSaveEvent): PlateSaveState {
  const status = plateSaveStatusAfter(state.status, event)
  switch (event.type) {
    case 'send':
    case 'queue':
      return { status, notice: null }
    case 'outboxSettled':
      return { status, notice: event.text === null ? null : { date: event.date, text: event.text } }
    default:
      return status === state.status ? state : { ...state, status }
  }
}

export interface PlateSaveContext {
  date: string | null
  isDateConfirmed: boolean
  entries: readonly PlateEntry[]
  hasUnsavedChanges: boolean
  isSendable: boolean
  /** The device's outbox holds a save of `date`, maybe from before this screen was shown. */
  isQueuedOnDevice: boolean
  isOnline: boolean
}

export interface PlateSaveView {
  disabledReason: string | null
  pendingMessage: string | null
  errorMessage: string | null
  errorDetail: string | null
  conflictPlate: PlateResponse | null
}

function waitingMessage(isQueuedOnDevice: boolean, isOnline: boolean): string | null {
  if (!isQueuedOnDevice) return null
  return isOnline ? PLATE_MESSAGES.saving : PLATE_MESSAGES.savedOffline
}

export function describePlateSave(status: PlateSaveStatus, context: PlateSaveContext): PlateSaveView {
  const { date } = context
  // An unchanged plate has nothing to send, unless it could not be saved as it stands.
  const idleReason = !context.hasUnsavedChanges && context.isSendable ? PLATE_MESSAGES.nothingToSave : null
  const view: PlateSaveView = {
    disabledReason: idleReason,
    pendingMessage: waitingMessage(context.isQueuedOnDevice, context.isOnline),
    errorMessage: null,
    errorDetail: null,
    conflictPlate: null,
  }
  switch (status.type) {
    case 'idle':
    // The outbox, which another tab may have sent meanwhile, says whether the save still waits.
    case 'queued':
      break
    case 'sending':
      view.disabledReason = PLATE_MESSAGES.saving
      view.pendingMessage = PLATE_MESSAGES.saving
      break
    case 'conflict':
      if (status.plate.date === date) view.conflictPlate = status.plate
      break
    case 'blocked':
      if (status.entries === context.entries) view.errorMessage = PLATE_MESSAGES.customNeedsMacros
      break
    case 'failed':
      if (status.date !== date) break
      view.disabledReason = null
      view.errorMessage = PLATE_MESSAGES.saveFailed
      view.errorDetail = status.detail
      break
  }
  if (!context.isDateConfirmed) view.disabledReason = PLATE_MESSAGES.dateNotConfirmed
  return view
}
