import type { Nutrients } from '@campusplate/shared'
import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * Plate versions: one sequence for every plate, so a day's plate never gets a version it had before,
 * not even after it was cleared (its row deleted) and saved again.
 */
export const plateVersions = pgSequence('plate_versions')
export const NEXT_PLATE_VERSION = sql`nextval('plate_versions')`

/**
 * A user's saved plate for one campus day (docs/product.md#plate); at most one per day. Its
 * totals are the shared `plateTotals` of its lines, stored unrounded when it is saved, so that a
 * summary over days reads one row per day and agrees with the plate panel.
 */
export const plates = pgTable(
  'plates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    calories: doublePrecision('calories').notNull(),
    protein: doublePrecision('protein').notNull(),
    carbs: doublePrecision('carbs').notNull(),
    fat: doublePrecision('fat').notNull(),
    /** Taken from `plate_versions` at every save; a save naming another version is refused. */
    version: bigint('version', { mode: 'number' }).notNull().default(NEXT_PLATE_VERSION),
  },
  // The unique (user_id, date) index also serves history's range scans over one user's days.
  (t) => [unique('plates_user_date_key').on(t.userId, t.date)],
)

/**
 * One line of a plate with a snapshot of what was eaten (docs/product.md#data-rules): name, portion, quantity
 * and the per-serving macros used for totals, so history never depends on menu rows still existing.
 * `foodId` is a menu item id or a client `custom-…` id; it is not a foreign key on purpose. A custom
 * line's name and macros are stored once, in these columns (its `custom_macros` are read from them).
 */
export const plateItems = pgTable(
  'plate_items',
  {
    plateId: uuid('plate_id')
      .notNull()
      .references(() => plates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    foodId: text('food_id').notNull(),
    name: text('name').notNull(),
    portionSize: text('portion_size').notNull(),
    /** Servings, 0.1–100 in steps of 0.1: exact in numeric(4,1). */
    quantity: numeric('quantity', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    /** Per serving: `plateMacrosOf` the menu item's nutrients, or the custom item's own macros. */
    calories: doublePrecision('calories').notNull(),
    protein: doublePrecision('protein').notNull(),
    carbs: doublePrecision('carbs').notNull(),
    fat: doublePrecision('fat').notNull(),
    /** A menu line's full nutrient record as served, for later history; null for custom lines. */
    nutrients: jsonb('nutrients').$type<Nutrients>(),
  },
  (t) => [primaryKey({ columns: [t.plateId, t.position] })],
)
