/**
 * The PostgreSQL connection pool's bounds, set by DB_POOL_MAX, DB_CONNECT_TIMEOUT_MS,
 * DB_STATEMENT_TIMEOUT_MS and DB_IDLE_TIMEOUT_MS (docs/decisions/037). They keep a request from
 * waiting on a database that is down or frozen: it gets a connection or fails within the connect
 * timeout, and each statement ends within the statement timeout plus a margin.
 */
export interface DatabaseSettings {
  /** Connections one instance opens at most; requests beyond them wait for one. */
  poolMax: number
  /** Opening a connection, or waiting for a free one, fails after this long. */
  connectTimeoutMs: number
  /** PostgreSQL cancels a statement that runs longer (`statement_timeout`). */
  statementTimeoutMs: number
  /** An unused connection is closed after this long. */
  idleTimeoutMs: number
}

export const DATABASE_DEFAULTS: DatabaseSettings = Object.freeze({
  poolMax: 10,
  connectTimeoutMs: 1000,
  statementTimeoutMs: 1000,
  idleTimeoutMs: 10_000,
})

/**
 * How long the client waits for a statement's answer beyond `statementTimeoutMs` before it gives
 * the connection up: a live server cancels the statement itself first; a frozen or unreachable one
 * never answers, and the connection is closed.
 */
export const STATEMENT_ANSWER_MARGIN_MS = 250

/** What migrations run with: no statement deadline (an index on a large table may take minutes). */
export const MIGRATION_CONNECT_TIMEOUT_MS = 10_000
