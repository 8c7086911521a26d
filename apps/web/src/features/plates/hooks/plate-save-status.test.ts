// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { buildPlateResponse } from '@/test/factories'
import { PLATE_MESSAGES } from '../messages'
import type { PlateEdit, PlateEntry } from '../utils/plate-entries'
import {
  describePlateSave,
  IDLE,
  type PlateSaveContext,
  type PlateSaveEvent,
  type PlateSaveStatus,
  plateSaveReducer,
  plateSaveStatusAfter,
} from './plate-save-status'

const DATE = '2025-07-20'
const OTHER = '2025-07-19'
const edits: readonly PlateEdit[] = [{ type: 'clear' }]
const entries: readonly PlateEntry[] = [
  { foodId: 'pasta', name: 'Pasta', portionSize: '1 bowl', quantity: 1, calories: 400, protein: 15, carbs: 70, fat: 8 },
]
const savedElsewhere = buildPlateResponse(DATE)

const sending: PlateSaveStatus = { type: 'sending', date: DATE, edits }
const queued: PlateSaveStatus = { type: 'queued', date: DATE, edits }
const conflict: PlateSaveStatus = { type: 'conflict', plate: savedElsewhere }
const blocked: PlateSaveStatus = { type: 'blocked', entries }
const failed: PlateSaveStatus = { type: 'failed', date: DATE, detail: null }

const refused = new ApiError(400, 'This food is not on the menu for that date', { hasServerDetail: true })

describe('plateSaveStatusAfter', () => {
  it.each<[string, PlateSaveStatus, PlateSaveEvent, PlateSaveStatus]>([
    ['idle sends', IDLE, { type: 'send', date: DATE, edits }, sending],
    ['a failure is sent again', failed, { type: 'send', date: DATE, edits }, sending],
    ['a conflict is saved over', conflict, { type: 'send', date: DATE, edits }, sending],
    ['a blocked plate, fixed, sends', blocked, { type: 'send', date: DATE, edits }, sending],
    ['idle queues offline', IDLE, { type: 'queue', date: DATE, edits }, queued],
    ['a send that lost the connection queues', sending, { type: 'queue', date: DATE, edits }, queued],
    ['a send lands', sending, { type: 'saved' }, IDLE],
    ['a landing without a send changes nothing', failed, { type: 'saved' }, failed],
    ['a send runs into another save', sending, { type: 'conflict', plate: savedElsewhere }, conflict],
    ['a conflict without a send changes nothing', queued, { type: 'conflict', plate: savedElsewhere }, queued],
    [
      'a send is refused',
      sending,
      { type: 'failed', date: DATE, error: refused },
      { type: 'failed', date: DATE, detail: 'This food is not on the menu for that date' },
    ],
    [
      'a 401 has no detail worth showing',
      sending,
      { type: 'failed', date: DATE, error: new ApiError(401, 'Not authenticated', { hasServerDetail: true }) },
      failed,
    ],
    ['a failure without a send changes nothing', IDLE, { type: 'failed', date: DATE, error: refused }, IDLE],
    ['idle is blocked', IDLE, { type: 'blocked', entries }, blocked],
    ['a conflict merged into a blocked plate', conflict, { type: 'blocked', entries }, blocked],
    ['a failure then blocked', failed, { type: 'blocked', entries }, blocked],
    ['a conflict is closed', conflict, { type: 'closeConflict' }, IDLE],
    ['closing without a conflict changes nothing', failed, { type: 'closeConflict' }, failed],
    ['the outbox sent the queued save', queued, { type: 'outboxSettled', date: DATE, text: null }, IDLE],
    ['the outbox sent another date', queued, { type: 'outboxSettled', date: OTHER, text: null }, queued],
    [
      'the outbox retired the edits of a send on its way',
      sending,
      { type: 'outboxSettled', date: DATE, text: null },
      { type: 'sending', date: DATE, edits: [] },
    ],
    ['the outbox leaves a failure', failed, { type: 'outboxSettled', date: DATE, text: null }, failed],
  ])('%s', (_, from, event, expected) => {
    expect(plateSaveStatusAfter(from, event)).toEqual(expected)
  })
})

describe('plateSaveReducer', () => {
  const notice = { date: DATE, text: PLATE_MESSAGES.offlineSaveKeptNewer }

  it('keeps what the outbox said, and forgets it once the plate is saved again', () => {
    const told = plateSaveReducer(
      { status: queued, notice: null },
      { type: 'outboxSettled', date: DATE, text: notice.text },
    )
    expect(told).toEqual({ status: IDLE, notice })
    expect(plateSaveReducer(told, { type: 'blocked', entries }).notice).toBe(told.notice)
    expect(plateSaveReducer(told, { type: 'send', date: DATE, edits }).notice).toBeNull()
    expect(plateSaveReducer(told, { type: 'queue', date: DATE, edits }).notice).toBeNull()
  })

  it('says nothing of an offline save that went as it was', () => {
    const state = plateSaveReducer({ status: queued, notice }, { type: 'outboxSettled', date: DATE, text: null })
    expect(state.notice).toBeNull()
  })

  it('returns the same state when an event changes nothing', () => {
    const state = { status: failed, notice }
    expect(plateSaveReducer(state, { type: 'saved' })).toBe(state)
  })
})

describe('describePlateSave', () => {
  const context: PlateSaveContext = {
    date: DATE,
    isDateConfirmed: true,
    entries,
    hasUnsavedChanges: true,
    isSendable: true,
    isQueuedOnDevice: false,
    isOnline: true,
  }
  const failedWithDetail: PlateSaveStatus = { type: 'failed', date: DATE, detail: 'Not on the menu' }

  it.each<[string, PlateSaveStatus, Partial<PlateSaveContext>, Partial<ReturnType<typeof describePlateSave>>]>([
    ['idle with changes', IDLE, {}, { disabledReason: null, pendingMessage: null, errorMessage: null }],
    ['idle, unchanged', IDLE, { hasUnsavedChanges: false }, { disabledReason: PLATE_MESSAGES.nothingToSave }],
    ['idle, unchanged but unsendable', IDLE, { hasUnsavedChanges: false, isSendable: false }, { disabledReason: null }],
    [
      'idle, another date chosen',
      IDLE,
      { isDateConfirmed: false },
      { disabledReason: PLATE_MESSAGES.dateNotConfirmed },
    ],
    [
      'idle, an earlier offline save waits',
      IDLE,
      { isQueuedOnDevice: true, isOnline: false },
      { pendingMessage: PLATE_MESSAGES.savedOffline },
    ],
    ['sending', sending, {}, { disabledReason: PLATE_MESSAGES.saving, pendingMessage: PLATE_MESSAGES.saving }],
    ['sending, another date shown', sending, { date: OTHER }, { disabledReason: PLATE_MESSAGES.saving }],
    [
      'sending, another date chosen',
      sending,
      { isDateConfirmed: false },
      { disabledReason: PLATE_MESSAGES.dateNotConfirmed, pendingMessage: PLATE_MESSAGES.saving },
    ],
    [
      'queued, offline',
      queued,
      { isQueuedOnDevice: true, isOnline: false },
      { pendingMessage: PLATE_MESSAGES.savedOffline, disabledReason: null },
    ],
    ['queued, back online', queued, { isQueuedOnDevice: true }, { pendingMessage: PLATE_MESSAGES.saving }],
    ['queued, sent by another tab', queued, { isQueuedOnDevice: false }, { pendingMessage: null }],
    ['conflict', conflict, {}, { conflictPlate: savedElsewhere, errorMessage: null }],
    ['conflict, another date shown', conflict, { date: OTHER }, { conflictPlate: null }],
    ['blocked', blocked, {}, { errorMessage: PLATE_MESSAGES.customNeedsMacros, errorDetail: null }],
    ['blocked, the plate changed since', blocked, { entries: [...entries] }, { errorMessage: null }],
    [
      'blocked while an offline save waits',
      blocked,
      { isQueuedOnDevice: true, isOnline: false },
      { errorMessage: PLATE_MESSAGES.customNeedsMacros, pendingMessage: PLATE_MESSAGES.savedOffline },
    ],
    [
      'failed',
      failedWithDetail,
      {},
      { errorMessage: PLATE_MESSAGES.saveFailed, errorDetail: 'Not on the menu', disabledReason: null },
    ],
    ['failed, unchanged: it can be tried again', failed, { hasUnsavedChanges: false }, { disabledReason: null }],
    [
      'failed, another date shown',
      failedWithDetail,
      { date: OTHER, hasUnsavedChanges: false },
      { errorMessage: null, errorDetail: null, disabledReason: PLATE_MESSAGES.nothingToSave },
    ],
  ])('%s', (_, status, overrides, expected) => {
    expect(describePlateSave(status, { ...context, ...overrides })).toMatchObject(expected)
  })
})
