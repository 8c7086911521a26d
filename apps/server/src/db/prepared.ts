import type { Db } from './client'

/** Built once per handle and parsed once per pooled connection; placeholders skip the column's encoder, so pass driver values. */
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
