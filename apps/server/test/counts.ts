import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { AppInstance } from '../src/app-types'
import { authTokens, plateItems, plates, profiles, sessions, users } from '../src/db/schema/index'

export async function countRows(app: AppInstance, table: PgTable): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(table)
  return row?.n ?? 0
}

/** Row counts of every user table: a refused request must leave them as they were. */
export async function userDataCounts(app: AppInstance) {
  return {
    users: await countRows(app, users),
    profiles: await countRows(app, profiles),
    sessions: await countRows(app, sessions),
    authTokens: await countRows(app, authTokens),
    plates: await countRows(app, plates),
    plateItems: await countRows(app, plateItems),
  }
}
