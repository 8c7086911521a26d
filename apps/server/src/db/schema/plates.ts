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

/** One sequence for every plate, so a day's plate never gets a version it had before, even after it was cleared. */
export const plateVersions = pgSequence('plate_versions')
export const NEXT_PLATE_VERSION = sql`nextval('plate_versions')`

/** Totals stored unrounded, so a summary reads one row per day and agrees with the panel (docs/product.md#plate). */
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
    version: bigint('version', { mode: 'number' }).notNull().default(NEXT_PLATE_VERSION),
  },
  // The unique (user_id, date) index also serves history's range scans over one user's days.
  (t) => [unique('plates_user_date_key').on(t.userId, t.date)],
)

/** A snapshot, so history never needs the menu rows; `foodId` is no foreign key on purpose (docs/product.md#data-rules). */
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
    /** Exact in numeric(4,1). */
    quantity: numeric('quantity', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    calories: doublePrecision('calories').notNull(),
    protein: doublePrecision('protein').notNull(),
    carbs: doublePrecision('carbs').notNull(),
    fat: doublePrecision('fat').notNull(),
    nutrients: jsonb('nutrients').$type<Nutrients>(),
  },
  (t) => [primaryKey({ columns: [t.plateId, t.position] })],
)
