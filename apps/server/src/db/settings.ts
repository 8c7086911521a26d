/** Bounds that keep a request from waiting on a database that is down or frozen (docs/decisions/037). */
export interface DatabaseSettings {
  /** Requests beyond them wait for one. */
  poolMax: number
  /** Opening a connection, or waiting for a free one. */
  connectTimeoutMs: number
  /** PostgreSQL's `statement_timeout`. */
  statementTimeoutMs: number
  idleTimeoutMs: number
}

export const DATABASE_DEFAULTS: DatabaseSettings = Object.freeze({
  poolMax: 10,
  connectTimeoutMs: 1000,
  statementTimeoutMs: 1000,
  idleTimeoutMs: 10_000,
})

/** A live server cancels the statement itself first; a frozen one never answers, and the connection is closed. */
export const STATEMENT_ANSWER_MARGIN_MS = 250

/** No statement deadline for migrations: an index on a large table may take minutes. */
export const MIGRATION_CONNECT_TIMEOUT_MS = 10_000
