import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { type Database, pgliteDatabase, postgresDatabase } from '../src/db/client'

/**
 * A clean, migrated database for each test. Each test worker migrates one database once (an
 * in-memory PGlite, or a PostgreSQL database of its own when TEST_DATABASE_URL is set) and every
 * test starts by truncating all its tables, which takes milliseconds where a fresh database takes
 * a second. Tests that must own their database (closing it, say) ask for an isolated one.
 */
const postgresUrl = process.env.TEST_DATABASE_URL
export const testDatabaseKind: 'pglite' | 'postgres' = postgresUrl ? 'postgres' : 'pglite'

let workerDatabase: Promise<{ database: Database; truncate: string }> | undefined
let isolatedCounter = 0

function withDatabaseName(url: string, name: string): string {
  const next = new URL(url)
  next.pathname = `/${name}`
  return next.toString()
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Drops the databases that test runs which have ended left behind. */
async function dropStaleDatabases(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'cp\\_test\\_%'",
  )
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2])
    if (Number.isInteger(pid) && pid !== process.pid && !processIsAlive(pid)) {
      await client.query(`drop database if exists ${datname} with (force)`)
    }
  }
}

/**
 * The suites share one PostgreSQL with whatever else the machine runs, so their statements get a
 * generous deadline; the database fault tests use the production bounds on a server of their own.
 */
const testPoolSettings = (poolMax: number) => ({ poolMax, statementTimeoutMs: 30_000, connectTimeoutMs: 10_000 })

async function newPostgresDatabase(
  suffix: string,
  poolSize: number,
  isMigrated = true,
): Promise<{ database: Database; name: string }> {
  const name = `cp_test_${process.pid}_${suffix}`
  await admin(async (client) => {
    await dropStaleDatabases(client)
    await client.query(`drop database if exists ${name} with (force)`)
    await client.query(`create database ${name}`)
  })
  const database = postgresDatabase(withDatabaseName(postgresUrl as string, name), testPoolSettings(poolSize))
  if (isMigrated) await database.migrate()
  return { database, name }
}

async function truncateStatement(database: Database): Promise<string> {
  const result = (await database.db.execute(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  )) as unknown as { rows: { tablename: string }[] }
  const tables = result.rows.map((row) => `"${row.tablename}"`).join(', ')
  return `truncate ${tables} restart identity cascade`
}

async function openWorkerDatabase(): Promise<{ database: Database; truncate: string }> {
  if (postgresUrl) {
    const { database } = await newPostgresDatabase(`w${process.env.VITEST_POOL_ID ?? '0'}`, 8)
    return { database, truncate: await truncateStatement(database) }
  }
  const database = pgliteDatabase(await PGlite.create())
  await database.migrate()
  return { database, truncate: await truncateStatement(database) }
}

/** The worker's database, emptied; closing it is left to the worker's exit. */
export async function createTestDatabase(): Promise<Database> {
  workerDatabase ??= openWorkerDatabase()
  const { database, truncate } = await workerDatabase
  await database.db.execute(truncate)
  return { ...database, close: async () => {} }
}

/**
 * The worker's database as a second server instance sees it: on PostgreSQL a pool of its own over
 * the same database, not emptied (the first instance's rows stay). PGlite serves one process, so
 * there the same instance is shared.
 */
export async function joinTestDatabase(): Promise<Database> {
  workerDatabase ??= openWorkerDatabase()
  const { database } = await workerDatabase
  if (!postgresUrl) return { ...database, close: async () => {} }
  const name = `cp_test_${process.pid}_w${process.env.VITEST_POOL_ID ?? '0'}`
  return postgresDatabase(withDatabaseName(postgresUrl, name), testPoolSettings(4))
}

/**
 * A database of this test's own, dropped when it is closed. Unmigrated when `isMigrated` is false,
 * for a test that runs the migrations itself (up to an older schema, say).
 */
export async function createIsolatedTestDatabase({ isMigrated = true } = {}): Promise<Database> {
  if (postgresUrl) {
    const { database, name } = await newPostgresDatabase(`i${++isolatedCounter}`, 4, isMigrated)
    return {
      ...database,
      async close() {
        await database.close()
        await admin((client) => client.query(`drop database if exists ${name} with (force)`))
      },
    }
  }
  const database = pgliteDatabase(await PGlite.create())
  if (isMigrated) await database.migrate()
  return database
}
