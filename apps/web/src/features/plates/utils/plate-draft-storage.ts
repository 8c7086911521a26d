import { NutrientsSchema } from '@campusplate/shared'
import { z } from 'zod/mini'
import { userStorageKey } from '@/lib/local-user-data'
import { createStorageItem, type StorageItem } from '@/lib/storage'
import type { DraftsByDate } from '../hooks/use-plate-drafts'

const amount = z.number()

const PlateEntrySchema = z.object({
  foodId: z.string(),
  name: z.string(),
  portionSize: z.string(),
  quantity: amount,
  calories: amount,
  protein: amount,
  carbs: amount,
  fat: amount,
  isMissingMacros: z.optional(z.boolean()),
  nutrients: z.optional(z.nullable(NutrientsSchema)),
  fromDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
})

const PlateEditSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add'), entry: PlateEntrySchema }),
  z.object({ type: z.literal('remove'), foodId: z.string() }),
  z.object({ type: z.literal('clear') }),
  z.object({ type: z.literal('fill'), entries: z.array(PlateEntrySchema) }),
  z.object({ type: z.literal('quantity'), foodId: z.string(), quantity: amount }),
  z.object({ type: z.literal('restore'), entries: z.array(PlateEntrySchema) }),
])

const DraftsSchema = z.record(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), z.array(PlateEditSchema))

const items = new Map<string, StorageItem<DraftsByDate>>()

/**
 * A registered user's unsaved plate edits by date, on this device under their user id: a reload or
 * an expired session loses nothing, and only the same account finds them after signing in again.
 */
export function plateDraftStorage(userId: string): StorageItem<DraftsByDate> {
  const key = userStorageKey(userId, 'plateDrafts')
  let item = items.get(key)
  if (!item) {
    item = createStorageItem(key, DraftsSchema)
    items.set(key, item)
  }
  return item
}

/** Only the dates that still have edits are kept. */
export function withoutEmptyDates(drafts: DraftsByDate): DraftsByDate {
  return Object.fromEntries(Object.entries(drafts).filter(([, edits]) => edits.length > 0))
}
