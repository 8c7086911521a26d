import type { Db } from './client'

/**
 * A query built once per database handle (Drizzle's `.prepare(name)` with `sql.placeholder`s):
 * the SQL is not rebuilt on every request, and PostgreSQL parses it once per pooled connection and
 * may keep a generic plan. For the calls every request makes (the session check) or that read many
 * rows (history). Placeholders skip the column's encoder: pass values as the driver takes them
 * (a timestamp as an ISO string).
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}
