import { userStorageKey } from '@/lib/local-user-data'
import { createStorageItem, type StorageItem } from '@/lib/storage'
import type { DraftsByDate } from '../hooks/use-plate-drafts'
import { plateStorageSchemas } from './plate-storage-schema-loader'

const items = new Map<string, StorageItem<DraftsByDate>>()

/** Under the user id, so a reload or an expired session loses nothing and only the same account finds them. */
export function plateDraftStorage(userId: string): StorageItem<DraftsByDate> {
  const key = userStorageKey(userId, 'plateDrafts')
  let item = items.get(key)
  if (!item) {
    item = createStorageItem(key, {
      current: () => plateStorageSchemas.current()?.DraftsSchema ?? null,
      load: () => plateStorageSchemas.load().then((module) => module.DraftsSchema),
    })
    items.set(key, item)
  }
  return item
}

export function withoutEmptyDates(drafts: DraftsByDate): DraftsByDate {
  return Object.fromEntries(Object.entries(drafts).filter(([, edits]) => edits.length > 0))
}
