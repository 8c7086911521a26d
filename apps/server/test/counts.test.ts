import { getTableName, sql } from 'drizzle-orm'
import { pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as schema from '../src/db/schema/index'
import { buildTestApp } from './build-test-app'
import { userTables, userTablesOf } from './counts'

async function rowsOf<Row>(app: Awaited<ReturnType<typeof buildTestApp>>, query: ReturnType<typeof sql>) {
  const result = (await app.db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

/** From the migrated database itself: users, tables with a user_id column, and their descendants. */
async function userTablesInDatabase(app: Awaited<ReturnType<typeof buildTestApp>>): Promise<string[]> {
  const withUserId = await rowsOf<{ table_name: string }>(
    app,
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'`,
  )
  const foreignKeys = await rowsOf<{ child: string; parent: string }>(
    app,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and c.confdeltype <> 'n' and n.nspname = 'public'`,
  )
  const found = new Set(['users', ...withUserId.map((row) => row.table_name)])
  let grew = true
  while (grew) {
    grew = false
    for (const { child, parent } of foreignKeys) {
      if (found.has(parent) && !found.has(child)) {
        found.add(child)
        grew = true
      }
    }
  }
  return [...found].sort()
}

describe('userDataCounts', () => {
  it('counts every table of the migrated database that holds a user row, and no other', async () => {
    const app = await buildTestApp()
    const counted = userTables.map(({ table }) => getTableName(table)).sort()
    expect(counted).toEqual(await userTablesInDatabase(app))
    expect(counted).toContain('plate_items')
  })

  it('picks up a new table with a user_id column and the tables hanging off it', () => {
    const weightLogs = pgTable('weight_logs', {
      id: uuid('id').primaryKey(),
      userId: uuid('user_id')
        .notNull()
        .references(() => schema.users.id),
    })
    const weightLogNotes = pgTable('weight_log_notes', {
      weightLogId: uuid('weight_log_id')
        .notNull()
        .references(() => weightLogs.id),
      note: text('note').notNull(),
    })
    const unrelated = pgTable('unrelated', { id: uuid('id').primaryKey() })
    const names = userTablesOf({ ...schema, weightLogNotes, unrelated, weightLogs }).map(({ name }) => name)
    expect(names).toEqual(expect.arrayContaining(['users', 'plates', 'plateItems', 'weightLogs', 'weightLogNotes']))
    expect(names).not.toContain('unrelated')
    expect(names).not.toContain('menuItems')
    expect(names).not.toContain('staffAuditLog')
  })
})
