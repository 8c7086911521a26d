import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { type Dispatch, useEffect, useMemo, useSyncExternalStore } from 'react'
import { userStorageKey } from '@/lib/local-user-data'
import { useIsOnline } from '@/lib/use-online'
import type { DraftsAction } from './use-plate-drafts'

/** Only what every render needs lives here; the queue itself is `utils/plate-outbox.ts`, loaded on demand (decision 035). */
export function plateOutboxKey(userId: string): string {
  return userStorageKey(userId, 'plateOutbox')
}

export type OutboxOutcome =
  | 'saved'
  /** Another device had saved the plate earlier: the offline save, being later, replaced it. */
  | 'replacedOlder'
  /** Another device saved the plate after the offline save: its plate stays, the offline one is dropped. */
  | 'keptNewer'
  /** The server refused the plate itself; its edits stay on the device, unsaved. */
  | 'failed'

export interface OutboxNews {
  date: string
  outcome: OutboxOutcome
}

const changeListeners = new Set<() => void>()
const newsListeners = new Set<(news: OutboxNews) => void>()

export function notifyOutboxChanged(): void {
  for (const listener of changeListeners) listener()
}

export function announceOutboxNews(news: OutboxNews): void {
  for (const listener of newsListeners) listener(news)
}

export function onOutboxNews(listener: (news: OutboxNews) => void): () => void {
  newsListeners.add(listener)
  return () => {
    newsListeners.delete(listener)
  }
}

function subscribe(listener: () => void): () => void {
  changeListeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    changeListeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function readRaw(key: string | null): string | null {
  if (key === null) return null
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function useQueuedPlateDates(userId: string | null): readonly string[] {
  const key = userId ? plateOutboxKey(userId) : null
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  )
  return useMemo(() => {
    if (raw === null) return []
    try {
      const parsed: unknown = JSON.parse(raw)
      return parsed !== null && typeof parsed === 'object' ? Object.keys(parsed) : []
    } catch {
      return []
    }
  }, [raw])
}

export function useQueuedPlateSave(userId: string | null, date: string | null): boolean {
  const queued = useQueuedPlateDates(userId)
  return date !== null && queued.includes(date)
}

/** For when the browser says it is online but the server is not reached. */
const RETRY_MS = 30_000

/** Mount once per signed-in person, above the routes. */
export function usePlateOutboxSync(userId: string | null, dispatch: Dispatch<DraftsAction>): void {
  const queryClient = useQueryClient()
  const isOnline = useIsOnline()
  const queued = useQueuedPlateDates(userId)
  const hasQueued = queued.length > 0

  // External sync: the network and the device's storage.
  useEffect(() => {
    if (!userId || !isOnline || !hasQueued) return
    const flush = () => void sendQueued(userId, queryClient, dispatch)
    flush()
    const timer = window.setInterval(flush, RETRY_MS)
    return () => window.clearInterval(timer)
  }, [userId, isOnline, hasQueued, queryClient, dispatch])
}

async function sendQueued(userId: string, queryClient: QueryClient, dispatch: Dispatch<DraftsAction>) {
  const { flushPlateOutbox } = await import('../utils/plate-outbox')
  await flushPlateOutbox(userId, queryClient, dispatch)
}
