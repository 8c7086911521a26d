import type { MenuSanityFlag, Nutrients } from '@campusplate/shared'
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

/**
 * Menu tables. Ids are text derived from the source (docs/product.md#data-rules), so re-importing a day keeps
 * the ids that saved plates refer to. Rows of one hall and date are replaced together by an import.
 */
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
    /** Hash of everything above, so an unchanged re-import writes nothing. */
    contentHash: text('content_hash').notNull(),
  },
  (t) => [index('menu_items_meal_idx').on(t.mealId, t.position), index('menu_items_date_idx').on(t.date)],
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

/** One run of an importer: what it was asked, what it changed, what went wrong. */
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
