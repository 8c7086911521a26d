import type { CorrectionField, MenuSanityFlag, Nutrients } from '@campusplate/shared'
import type { CorrectionScope } from '@campusplate/shared/staff'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

// Ids derive from the source, so re-importing a day keeps the ids saved plates refer to (docs/product.md#data-rules).
export const diningHalls = pgTable('dining_halls', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  source: text('source').notNull(),
  position: integer('position').notNull().default(0),
})

export const meals = pgTable(
  'meals',
  {
    id: text('id').primaryKey(),
    hallId: text('hall_id')
      .notNull()
      .references(() => diningHalls.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    /** Serving window in the campus zone, `HH:MM`; `24:00` ends at midnight. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('meals_date_hall_name_idx').on(t.date, t.hallId, t.name)],
)

export const stations = pgTable(
  'stations',
  {
    id: text('id').primaryKey(),
    mealId: text('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('stations_meal_idx').on(t.mealId)],
)

export const menuItems = pgTable(
  'menu_items',
  {
    id: text('id').primaryKey(),
    stationId: text('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    mealId: text('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    portionSize: text('portion_size').notNull(),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    mayContain: text('may_contain').array().notNull().default(sql`'{}'::text[]`),
    ingredients: text('ingredients').array().notNull().default(sql`'{}'::text[]`),
    nutrients: jsonb('nutrients').$type<Nutrients>().notNull(),
    trackable: boolean('trackable').notNull(),
    position: integer('position').notNull().default(0),
    /** The import sanity checks the item failed, with their notes (docs/decisions/039). */
    flags: jsonb('flags').$type<MenuSanityFlag[]>().notNull().default(sql`'[]'::jsonb`),
    /** Hash of everything above as the source sent it, so an unchanged re-import writes nothing. */
    contentHash: text('content_hash').notNull(),
    /** Keeps the source's own values of corrected fields, so an undo restores them (docs/decisions/058). */
    correction: jsonb('correction').$type<AppliedCorrection>(),
  },
  (t) => [index('menu_items_meal_idx').on(t.mealId, t.position), index('menu_items_date_idx').on(t.date)],
)

export type CorrectedValues = {
  nutrients?: Nutrients
  allergens?: string[]
  may_contain?: string[]
  labels?: string[]
  ingredients?: string[]
  portion_size?: string
}

export interface AppliedCorrection {
  fields: CorrectionField[]
  source: CorrectedValues
}

/** A layer over imported menus, reapplied on every import whatever the source sends (docs/decisions/058). */
export const menuCorrections = pgTable(
  'menu_corrections',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').$type<CorrectionScope>().notNull(),
    /** The menu row (`serving`), or the row the correction was made from (`dish`). */
    foodId: text('food_id'),
    /** favouriteIdentity(hall, name): the dish on any date. */
    dishIdentity: text('dish_identity').notNull(),
    hallName: text('hall_name').notNull(),
    dishName: text('dish_name').notNull(),
    date: date('date', { mode: 'string' }),
    changes: jsonb('changes').$type<CorrectedValues>().notNull(),
    /** The values the correction replaced on the row it was made from. */
    replaced: jsonb('replaced').$type<CorrectedValues>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    undoneBy: text('undone_by'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('menu_corrections_dish_idx').on(t.dishIdentity), index('menu_corrections_food_idx').on(t.foodId)],
)

/** Bumped whenever an import changes a day; menu read caches compare against it. */
export const menuDayVersions = pgTable('menu_day_versions', {
  date: date('date', { mode: 'string' }).primaryKey(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export interface ImportCounts {
  days: number
  halls: number
  meals: number
  stations: number
  itemsInserted: number
  itemsUpdated: number
  itemsDeleted: number
  itemsUnchanged: number
  rowsWritten: number
}

export const menuImports = pgTable(
  'menu_imports',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    trigger: text('trigger').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['running', 'ok', 'partial', 'failed', 'interrupted'] }).notNull(),
    counts: jsonb('counts').$type<ImportCounts>(),
    errors: jsonb('errors').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** What a run should show that is no failure, such as a menu not published that week. */
    notes: jsonb('notes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('menu_imports_started_idx').on(t.startedAt)],
)
