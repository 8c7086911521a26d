import { count, getTableName, is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type { AppInstance } from '../src/app-types'
import * as schema from '../src/db/schema/index'

export async function countRows(app: AppInstance, table: PgTable): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(table)
  return row?.n ?? 0
}

export interface UserTable {
  /** The table's export name in the Drizzle schema (`plateItems`). */
  name: string
  table: PgTable
}

function holdsUserRows(table: PgTable, userTables: ReadonlySet<PgTable>): boolean {
  const config = getTableConfig(table)
  if (config.columns.some((column) => column.name === 'user_id')) return true
  // A link cleared when the user goes (on delete set null) keeps the row: a record of the app's, not the user's.
  return config.foreignKeys.some(
    (foreignKey) => foreignKey.onDelete !== 'set null' && userTables.has(foreignKey.reference().foreignTable),
  )
}

/**
 * The tables that hold a user's data in a Drizzle schema module: `users` itself, every table with a
 * `user_id` column, and every table whose rows hang off such a table (plate_items through plates),
 * however deep, save through a link that is cleared rather than cascaded (the staff audit log).
 * Derived rather than listed, so a new user table is counted without being named.
 */
export function userTablesOf(schemaModule: Record<string, unknown>): UserTable[] {
  const tables = Object.entries(schemaModule).flatMap(([name, value]) =>
    is(value, PgTable) ? [{ name, table: value }] : [],
  )
  const found = new Set(tables.filter(({ table }) => getTableName(table) === 'users').map(({ table }) => table))
  let grew = true
  while (grew) {
    grew = false
    for (const { table } of tables) {
      if (!found.has(table) && holdsUserRows(table, found)) {
        found.add(table)
        grew = true
      }
    }
  }
  return tables.filter(({ table }) => found.has(table))
}

export const userTables = userTablesOf(schema)

/** Row counts of every user table, by export name: a refused request must leave them as they were. */
export async function userDataCounts(app: AppInstance): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const { name, table } of userTables) counts[name] = await countRows(app, table)
  return counts
}

/** Row counts of every table of the schema, by export name: a refused or rejected call must change none. */
export async function allRowCounts(app: AppInstance): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const [name, value] of Object.entries(schema)) if (is(value, PgTable)) counts[name] = await countRows(app, value)
  return counts
}
