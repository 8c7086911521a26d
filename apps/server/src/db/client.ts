import { fsyncSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { MIGRATIONS_DIR } from '../lib/paths'
import { BoundedClient } from './bounded-client'
import * as schema from './schema/index'
import {
  DATABASE_DEFAULTS,
  type DatabaseSettings,
  MIGRATION_CONNECT_TIMEOUT_MS,
  STATEMENT_ANSWER_MARGIN_MS,
} from './settings'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** `migrationsFolder`: a test's copy that stops early. */
  migrate(migrationsFolder?: string): Promise<void>
  ping(): Promise<void>
  /** Skips `fn` when another holder has the lock; `signal` aborts when the lock's connection is lost, so `fn` must stop. */
  withAdvisoryLock<T>(
    key: number,
    fn: (signal: AbortSignal) => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }>
  close(): Promise<void>
  poolStats?(): { total: number; idle: number; waiting: number; max: number }
}

/** Closing twice (app shutdown after a test closed the pool) is a no-op. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined
  return () => {
    closing ??= fn()
    return closing
  }
}

export class LockLostError extends Error {
  constructor(cause: unknown) {
    super(
      `the database connection holding the lock was lost: ${cause instanceof Error ? cause.message : String(cause)}`,
    )
    this.name = 'LockLostError'
  }
}

/** docs/decisions/037 */
function boundedPool(url: string, settings: DatabaseSettings): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    Client: BoundedClient,
    max: settings.poolMax,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    idleTimeoutMillis: settings.idleTimeoutMs,
    // The server cancels a long statement and the connection stays usable; a silent server is given up a little later.
    statement_timeout: settings.statementTimeoutMs,
    query_timeout: settings.statementTimeoutMs + STATEMENT_ANSWER_MARGIN_MS,
    // A parallel sequential scan where the planner misjudges a user's range costs far more than the index (docs/decisions/033).
    options: '-c max_parallel_workers_per_gather=0',
    // A peer that vanished without closing (a network partition) is noticed by the kernel.
    keepAlive: true,
  })
}

/** Without the pool's statement deadline. */
async function migrateOnOwnConnection(url: string, migrationsFolder: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: MIGRATION_CONNECT_TIMEOUT_MS })
  pool.on('error', () => {})
  try {
    await migratePg(drizzlePg(pool), { migrationsFolder })
  } finally {
    await pool.end()
  }
}

export function postgresDatabase(url: string, settings: Partial<DatabaseSettings> = {}): Database {
  const pool = boundedPool(url, { ...DATABASE_DEFAULTS, ...settings })
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  // Nor may a checked-out one: an `error` event without a listener ends the process; the pool drops the client on release.
  pool.on('connect', (client) => {
    client.on('error', () => {})
  })
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migrateOnOwnConnection(url, migrationsFolder),
    async ping() {
      await pool.query('select 1')
    },
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect()
      const lost = new AbortController()
      const onError = (error: Error) => lost.abort(new LockLostError(error))
      client.on('error', onError)
      try {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key])
        if (!rows[0]?.locked) return { ran: false }
        try {
          return { ran: true, value: await fn(lost.signal) }
        } finally {
          // A lost connection took its lock with it; there is nothing to unlock.
          if (!lost.signal.aborted) await client.query('select pg_advisory_unlock($1)', [key])
        }
      } finally {
        client.removeListener('error', onError)
        // A broken client is destroyed, not returned to the pool.
        client.release(lost.signal.aborted ? (lost.signal.reason as Error) : undefined)
      }
    },
    close: once(() => pool.end()),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
  }
}

export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db
  let locked = false
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    async ping() {
      await client.query('select 1')
    },
    // PGlite serves one process: an in-process flag is the whole lock.
    async withAdvisoryLock(_key, fn) {
      if (locked) return { ran: false }
      locked = true
      try {
        return { ran: true, value: await fn(new AbortController().signal) }
      } finally {
        locked = false
      }
    },
    close: once(() => client.close()),
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** PGlite files take one process at a time and PGlite does not check, so the server and `menus` share a pid lock file. */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockPath = join(dataDir, 'db.lock')
  const pid = String(process.pid)
  try {
    writeFileSync(lockPath, pid, { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const holder = Number(readFileSync(lockPath, 'utf8').trim())
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `the embedded database in ${join(dataDir, 'db')} is in use by process ${holder}; stop it first, or use DATABASE_URL`,
      )
    }
    writeFileSync(lockPath, pid)
  }
  return () => {
    try {
      if (readFileSync(lockPath, 'utf8').trim() === pid) unlinkSync(lockPath)
    } catch {
      // Already gone: nothing to release.
    }
  }
}

/** PGlite runs with fsync off and its Node file system fakes fsync; these make a returned commit durable (cost in docs/decisions). */
const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'wal_sync_method=fsync',
]

/** `nfd` is the host's descriptor. */
interface HostStream {
  nfd?: number
}

type EmscriptenOptions = Parameters<NodeFS['init']>[1]
type EmscriptenModule = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0]

class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: EmscriptenOptions) {
    const preRun = (mod: EmscriptenModule) => {
      const nodefs = (mod as unknown as { NODEFS: { stream_ops: Record<string, unknown> } }).NODEFS
      nodefs.stream_ops.fsync = (stream: HostStream) => {
        if (typeof stream.nfd === 'number') fsyncSync(stream.nfd)
        return 0
      }
    }
    return super.init(pg, { ...opts, preRun: [...(opts.preRun ?? []), preRun] })
  }
}

/** `durable: false` is for the benchmark's comparison. */
export function createEmbeddedPGlite(dir: string, options: { durable?: boolean } = {}): Promise<PGlite> {
  if (options.durable === false) return PGlite.create(dir)
  return PGlite.create({ fs: new DurableNodeFS(dir), relaxedDurability: false, startParams: [...DURABLE_START_PARAMS] })
}

/** docs/product.md#configuration */
export async function openDatabase(options: {
  databaseUrl: string | undefined
  dataDir: string
  database?: DatabaseSettings
}): Promise<Database> {
  if (options.databaseUrl) return postgresDatabase(options.databaseUrl, options.database)
  const dir = join(options.dataDir, 'db')
  mkdirSync(dir, { recursive: true })
  const release = lockEmbeddedDatabase(options.dataDir)
  let database: Database
  try {
    database = pgliteDatabase(await createEmbeddedPGlite(dir))
  } catch (error) {
    release()
    throw error
  }
  return { ...database, close: once(() => database.close().finally(release)) }
}
