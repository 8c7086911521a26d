import { type PlateResponse, type PlateSaveRequest, PlateSaveRequestSchema } from '@campusplate/shared'
import type { QueryClient } from '@tanstack/react-query'
import type { Dispatch } from 'react'
import { z } from 'zod/mini'
import { ApiError } from '@/lib/api-client'
import { createStorageItem, type StorageItem } from '@/lib/storage'
import { isSaveUnreached, plateConflictOf, rememberSavedPlate, savePlate } from '../api/save-plate'
import type { DraftsAction } from '../hooks/use-plate-drafts'
import { announceOutboxNews, notifyOutboxChanged, type OutboxOutcome, plateOutboxKey } from '../hooks/use-plate-outbox'

/** Offline saves (decision 035), the latest per date, kept under the user's id so sign-out removes them. */
const QueuedSaveSchema = z.object({
  request: PlateSaveRequestSchema,
  /** How many of the date's unsaved edits the request holds: they are retired once it is saved. */
  editCount: z.int().check(z.minimum(0)),
  /** When the person pressed Save (this device's clock): the time that decides a conflict. */
  queuedAt: z.string(),
})
export type QueuedSave = z.infer<typeof QueuedSaveSchema>

const OutboxSchema = z.record(z.string(), QueuedSaveSchema)
type Outbox = z.infer<typeof OutboxSchema>

const storages = new Map<string, StorageItem<Outbox>>()

function outboxStorage(userId: string): StorageItem<Outbox> {
  const key = plateOutboxKey(userId)
  let storage = storages.get(key)
  if (!storage) {
    storage = createStorageItem(key, { schema: OutboxSchema })
    storages.set(key, storage)
  }
  return storage
}

function write(storage: StorageItem<Outbox>, outbox: Outbox) {
  if (Object.keys(outbox).length === 0) storage.remove()
  else storage.set(outbox)
  notifyOutboxChanged()
}

export function queuePlateSave(userId: string, save: QueuedSave): void {
  const storage = outboxStorage(userId)
  write(storage, { ...storage.get(), [save.request.date]: save })
}

/** Of two saves of one plate the later wins; a tie goes to the server's, a cleared one (`null`) loses. */
export function isLaterThanSaved(queuedAt: string, savedAt: string | null): boolean {
  if (savedAt === null) return true
  return Date.parse(queuedAt) > Date.parse(savedAt)
}

/** A refusal that sending again cannot change (the plate itself is invalid). */
function isRefused(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)
  )
}

// A conflict, a resend over the newer version, and (rarely) one more device saving in between.
const MAX_ATTEMPTS = 3

type SendResult = { outcome: OutboxOutcome; plate: PlateResponse | null } | 'later'

async function sendQueued(queued: QueuedSave): Promise<SendResult> {
  let request: PlateSaveRequest = queued.request
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    try {
      const plate = await savePlate(request)
      return { outcome: attempt === 0 ? 'saved' : 'replacedOlder', plate }
    } catch (error) {
      const current = plateConflictOf(error)
      if (current) {
        if (!isLaterThanSaved(queued.queuedAt, current.saved_at)) return { outcome: 'keptNewer', plate: current }
        request = { ...request, version: current.version }
        continue
      }
      if (isRefused(error)) return { outcome: 'failed', plate: null }
      // Unreached, an ended session (sent after the next sign-in), rate limited, a server failure.
      if (isSaveUnreached(error) || error instanceof ApiError) return 'later'
      throw error
    }
  }
  return 'later'
}

/** After `sent` left the outbox: a save of the same date queued meanwhile now builds on the saved plate. */
function retire(storage: StorageItem<Outbox>, sent: QueuedSave, plate: PlateResponse | null) {
  const { [sent.request.date]: current, ...others } = storage.get() ?? {}
  if (current === undefined || current.queuedAt === sent.queuedAt) {
    write(storage, others)
    return
  }
  const rebased: QueuedSave = {
    ...current,
    editCount: Math.max(0, current.editCount - sent.editCount),
    request: { ...current.request, version: plate?.version ?? current.request.version },
  }
  write(storage, { ...others, [sent.request.date]: rebased })
}

const running = new Map<string, Promise<void>>()

/** Stops at the first save the server does not take now; the next flush tries it again. */
export function flushPlateOutbox(
  userId: string,
  queryClient: QueryClient,
  dispatch: Dispatch<DraftsAction>,
): Promise<void> {
  const current = running.get(userId)
  if (current) return current
  const run = flush(userId, queryClient, dispatch).finally(() => running.delete(userId))
  running.set(userId, run)
  return run
}

async function flush(userId: string, queryClient: QueryClient, dispatch: Dispatch<DraftsAction>) {
  const storage = outboxStorage(userId)
  for (const queued of Object.values(storage.get() ?? {})) {
    const sentAt = Date.now()
    const result = await sendQueued(queued)
    if (result === 'later') return
    const { outcome, plate } = result
    if (plate) rememberSavedPlate(queryClient, plate, sentAt)
    // A refused plate keeps its edits unsaved; otherwise the saved plate holds or supersedes them.
    if (outcome !== 'failed') dispatch({ type: 'saved', date: queued.request.date, editCount: queued.editCount })
    retire(storage, queued, plate)
    announceOutboxNews({ date: queued.request.date, outcome })
  }
}
